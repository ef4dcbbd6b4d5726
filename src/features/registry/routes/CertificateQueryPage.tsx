import { SearchForm } from '../components/SearchForm';
import '../registry.css';

/** certificateQuery: the certificate query form; its history is /my/record. */
export default function CertificateQueryPage() {
  return (
    <div className="registry-page">
      <SearchForm kind="zs" recordPath="/my/record" />
    </div>
  );
}
