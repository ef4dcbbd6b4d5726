import { InfoList } from '../components/InfoList';

/** /news: getServiceGuids type article (spec 000 section 2; see the information decision note). */
export default function NewsPage() {
  return <InfoList type="article" listPath="/news" />;
}
