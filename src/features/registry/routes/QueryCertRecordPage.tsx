import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { queryCertRecord } from '../api/catchcert';
import '../registry.css';

/** querycertrecord: the property query records; a returned record (20) opens its result cards. */
export default function QueryCertRecordPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data } = useSWR('registry/querycertrecord', queryCertRecord, {
    refreshInterval: (latest) => ((latest?.data ?? []).some((r) => r.state < 20) ? 1500 : 0),
  });
  if (!data) return <p className="registry-empty">{t('common.loading')}</p>;
  if (data.data.length === 0) return <p className="registry-empty">{t('registry.catchEmpty')}</p>;
  return (
    <div className="registry-page">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.data.map((record) => (
          <li key={record.ID} className="registry-record" data-state={record.state}>
            <h2>{new Date(record.searchtime).toLocaleString('zh-CN', { hour12: false })}</h2>
            <div className="registry-record-actions">
              {record.state === 20 ? (
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
    </div>
  );
}
