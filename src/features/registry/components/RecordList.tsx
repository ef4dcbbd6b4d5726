import Button from 'antd-mobile/es/components/button';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { useT } from '../../../lib/i18n';
import { listRecords, openViewer, type PdfLink, type QueryRecord, RECORD_PATHS } from '../api/registry';
import { isQueryPending, QUERY_STATES } from '../../../../engine/queries/queryStates';

/**
 * A query history (record, dzzzrecord, dzzzverificationrecord): 查询中 (0, 10) not openable, 查看 (20)
 * opens the PDF in the viewer, 未查到 (21) not openable; verification records open whatever their state.
 */
export function RecordList({ kind, open, preview }: { kind: keyof typeof RECORD_PATHS; open: (id: string) => Promise<PdfLink>; preview?: boolean }) {
  const t = useT();
  const call = useSWR(['registry/records', kind], () => listRecords(kind), {
    refreshInterval: (latest) => ((latest ?? []).some((r) => isQueryPending(r.state)) ? 1500 : 0),
  });
  const { data } = call;
  const openable = (record: QueryRecord) => kind === 'verify' || record.state === QUERY_STATES.answered;

  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  if (!data) return <p className="registry-empty">{t('common.loading')}</p>;
  if (data.length === 0) return <p className="registry-empty">{t('registry.noRecords')}</p>;
  return (
    <ul className="registry-records" aria-label={t('registry.searchTime')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {data.map((record) => (
        <li key={record.ID} className="registry-record" data-state={record.state}>
          <h2>{kind === 'verify' ? record.filename : record.qzh}</h2>
          <p>
            {t('registry.searchTime')}：{formatDateTime(record.searchtime)}
          </p>
          {kind !== 'verify' && record.xzqmc ? (
            <p>
              {t('registry.city')}：{record.xzqmc}
            </p>
          ) : null}
          {preview && record.state === QUERY_STATES.answered ? (
            <img className="registry-preview" src={`/online/query/wx/zsPreview?id=${record.ID}`} width={800} height={400} alt={t('registry.previewAlt')} />
          ) : null}
          <div className="registry-record-actions">
            {openable(record) ? (
              <Button size="small" color="primary" onClick={() => void open(record.ID).then(openViewer)}>
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
