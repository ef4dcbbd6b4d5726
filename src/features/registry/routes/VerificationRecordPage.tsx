import { verificationLink } from '../api/registry';
import { RecordList } from '../components/RecordList';
import '../registry.css';

/** dzzzverificationrecord: verification records, which open whatever their state. */
export default function VerificationRecordPage() {
  return (
    <div className="registry-page">
      <RecordList kind="verify" open={verificationLink} />
    </div>
  );
}
