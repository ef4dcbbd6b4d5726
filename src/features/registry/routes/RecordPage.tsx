import { reportLink } from '../api/registry';
import { RecordList } from '../components/RecordList';
import '../registry.css';

/** record: the certificate query history, with the 800x400 preview of found results. */
export default function RecordPage() {
  return (
    <div className="registry-page">
      <RecordList kind="zs" open={reportLink} preview />
    </div>
  );
}
