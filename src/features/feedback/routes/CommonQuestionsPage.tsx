import Collapse from 'antd-mobile/es/components/collapse';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { listCommonQuestions } from '../api/feedback';
import { RefreshableList } from '../../../components/RefreshableList/RefreshableList';
import '../feedback.css';

/** Common questions: question and answer pairs. */
export default function CommonQuestionsPage() {
  const t = useT();
  const call = useSWR('commonques', listCommonQuestions);
  const { data, mutate } = call;
  const failure = failedCall(call);
  if (failure) return <LoadFailed {...failure} />;
  return (
    <div className="questions">
      <RefreshableList onRefresh={() => mutate()}>
        {data && data.list.length === 0 ? <p className="feedback-empty">{t('info.empty')}</p> : null}
        <Collapse accordion>
          {(data?.list ?? []).map((item) => (
            <Collapse.Panel key={item.id} title={item.question}>
              {item.answer}
            </Collapse.Panel>
          ))}
        </Collapse>
      </RefreshableList>
    </div>
  );
}
