import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { useT } from '../../../lib/i18n';
import { feedbackPageKey, listFeedback } from '../api/feedback';
import { RefreshableList } from '../../../components/RefreshableList/RefreshableList';
import { StatusIcon } from '../components/StatusIcon';
import '../feedback.css';

/** /feedBackList: the user's feedback, newest first, 15 at a time, with the create button. */
export default function FeedbackListPage() {
  const t = useT();
  const navigate = useNavigate();
  const pages = useSWRInfinite(feedbackPageKey, ([, page]) => listFeedback(page as number), { revalidateFirstPage: false });
  const { data, size, setSize, mutate } = pages;
  const failure = failedCall(pages);
  const items = data?.flatMap((page) => page.list) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = Boolean(data) && items.length < total;

  return (
    <div className="feedback-list">
      {data && total === 0 ? (
        <p className="feedback-empty">{t('feedback.empty')}</p>
      ) : (
        <RefreshableList onRefresh={() => mutate()} onLoadMore={() => setSize(size + 1)} hasMore={hasMore}>
          <List>
            {items.map((item) => (
              <List.Item key={item.id} onClick={() => navigate(`/feedBackDetail?id=${item.id}`)}>
                <div className="feedback-row">
                  <StatusIcon status={item.status} label={item.status === 0 ? t('feedback.pending') : t('feedback.replied')} />
                  <div className="feedback-row-text">
                    <p className="feedback-row-content">{item.content}</p>
                    <p className="feedback-row-time">{item.tjsj}</p>
                  </div>
                </div>
              </List.Item>
            ))}
          </List>
        </RefreshableList>
      )}
      {failure ? <LoadFailed {...failure} /> : null}
      <button type="button" className="feedback-create" aria-label={t('feedback.create')} onClick={() => navigate('/feedBack')}>
        +
      </button>
    </div>
  );
}
