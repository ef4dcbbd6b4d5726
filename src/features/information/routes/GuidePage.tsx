import { InfoList } from '../components/InfoList';

/** /guide: getServiceGuids type bszn (spec 000 section 2; see the information decision note). */
export default function GuidePage() {
  return <InfoList type="bszn" listPath="/guide" />;
}
