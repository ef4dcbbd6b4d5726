import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { isAnswered } from '../../../components/LoadFailed/isAnswered';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';
import { getFeedback } from '../api/feedback';
import { StatusIcon } from '../components/StatusIcon';
import '../feedback.css';

/** /feedBackDetail?id=: the feedback and the reply, or 'no reply yet'; 'no data found' when there is none. */
export default function FeedbackDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, mutate } = useSWR(id ? ['feedback-detail', id] : null, ([, key]) => getFeedback(key as string));

  if (error && !data && !isAnswered(error)) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (!id || error) {
    return <PageState title={t('feedback.notFound')} live action={{ label: t('common.back'), onClick: () => navigate('/feedBackList') }} />;
  }
  if (!data) return null;
  const replied = data.status !== 0;
  return (
    <div className="feedback-detail">
      <section aria-labelledby="fb-content">
        <h2 id="fb-content">{t('feedback.content')}</h2>
        <p>{data.yjnrstr || data.content}</p>
        <p className="feedback-meta">
          {t('feedback.submitTime')}：{data.tjsj}
        </p>
      </section>
      <section aria-labelledby="fb-reply">
        <h2 id="fb-reply">
          <StatusIcon status={data.status} label={replied ? t('feedback.replied') : t('feedback.pending')} /> {t('feedback.reply')}
        </h2>
        {replied ? (
          <>
            <p className="feedback-reply">{data.replycontent || data.fknrstr}</p>
            <p className="feedback-meta">
              {t('feedback.replyTime')}：{data.fksj}
            </p>
          </>
        ) : (
          <p className="feedback-reply">{t('feedback.noReply')}</p>
        )}
      </section>
    </div>
  );
}
