import { InfoList } from '../components/InfoList';

/** /gsgg: getServiceGuids type xxgs (spec 000 section 2; see the information decision note). */
export default function PublicNoticesPage() {
  return <InfoList type="xxgs" listPath="/gsgg" />;
}
