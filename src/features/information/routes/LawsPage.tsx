import { InfoList } from '../components/InfoList';

/** /laws: getServiceGuids type laws (spec 000 section 2; see the information decision note). */
export default function LawsPage() {
  return <InfoList type="laws" listPath="/laws" fitWindow />;
}
