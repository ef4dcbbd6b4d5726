import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import type { CatchRecord } from '../api/catchcert';
import { QUERY_STATES } from '../../../../engine/queries/queryStates';

/** The certificate searches by search time; a returned one (20) opens its result cards, the others show their state. */
export function CatchRecordList({ records }: { records: CatchRecord[] }) {
  const navigate = useNavigate();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {records.map((record) => (
        <li key={record.ID} className="registry-record" data-state={record.state}>
          <h2>{formatDateTime(record.searchtime)}</h2>
          <div className="registry-record-actions">
            {record.state === QUERY_STATES.answered ? (
              <Button size="small" color="primary" onClick={() => navigate(`/catchcert?certId=${record.ID}`)}>
                {record.state_msg}
              </Button>
            ) : (
              <span className={`registry-state-${record.state}`}>{record.state_msg}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
