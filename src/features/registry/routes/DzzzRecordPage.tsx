import { licenceLink } from '../api/registry';
import { RecordList } from '../components/RecordList';
import '../registry.css';

/** dzzzrecord: the licence query history; a found licence opens in the PDF viewer. */
export default function DzzzRecordPage() {
  return (
    <div className="registry-page">
      <RecordList kind="dzzz" open={licenceLink} />
    </div>
  );
}
