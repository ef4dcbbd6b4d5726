import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { queryCertRecord } from '../api/catchcert';
import '../registry.css';
import { CatchRecordList } from '../components/CatchRecordList';
import { NoSearchesYet } from '../components/NoSearchesYet';
import { isQueryPending } from '../../../../engine/queries/queryStates';

/** querycertrecord: the property query records; a returned record (20) opens its result cards. */
export default function QueryCertRecordPage() {
  const t = useT();
  const call = useSWR('registry/querycertrecord', queryCertRecord, {
    refreshInterval: (latest) => ((latest?.data ?? []).some((r) => isQueryPending(r.state)) ? 1500 : 0),
  });
  const { data } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  if (!data) return <p className="registry-empty">{t('common.loading')}</p>;
  if (data.data.length === 0) return <NoSearchesYet />;
  return (
    <div className="registry-page">
      <CatchRecordList records={data.data} />
    </div>
  );
}
