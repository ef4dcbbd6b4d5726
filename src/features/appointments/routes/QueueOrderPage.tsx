import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { useT } from '../../../lib/i18n';
import { cancelQueueOrder, queueOrders } from '../api/appointments';
import '../appointments.css';
import { orderStatusKey, statusEnded } from '../model/orderStatus';

/** The queue-order screen: the caller's queue bookings, the new one first; cancelling answers in a dialog. */
export default function QueueOrderPage() {
  const t = useT();
  const [search] = useSearchParams();
  const { data, mutate } = useSWR('queue-orders', queueOrders);
  const cancel = async (id: string) => {
    if (!(await showConfirm(t('appoint.cancelConfirm')))) return;
    const answer = await cancelQueueOrder(id);
    await showAlert(answer.message, t('appoint.queue.resultTitle'));
    await mutate();
  };
  if (!data) return null;
  const newest = search.get('id');
  const orders = [...data].sort((a, b) => Number(b.id === newest) - Number(a.id === newest));
  return (
    <div className="apt-page">
      {orders.length === 0 ? <p className="apt-empty">{t('appoint.empty')}</p> : null}
      {orders.map((order) => (
        <section key={order.id} className="apt-card apt-slip" aria-label={`${t('appoint.serial')} ${order.serial}`}>
          <dl>
            <dt>{t('appoint.serial')}</dt>
            <dd>{order.serial}</dd>
            <dt>{t('appoint.branch')}</dt>
            <dd>{order.comName}</dd>
            <dt>{t('appoint.process')}</dt>
            <dd>{order.queueName}</dd>
            <dt>{t('appoint.yysj')}</dt>
            <dd>{`${order.resDay} ${order.resTime}`}</dd>
            <dt>{t('appoint.name')}</dt>
            <dd>{order.name}</dd>
            <dt>{t('appoint.phone')}</dt>
            <dd>{order.phone}</dd>
            {order.remark ? (
              <>
                <dt>{t('appoint.queue.remark')}</dt>
                <dd>{order.remark}</dd>
              </>
            ) : null}
            {order.queue ? (
              <>
                <dt>{t('appoint.queue.serving')}</dt>
                <dd data-testid="queue-serving">{order.queue.serving ?? t('appoint.queue.nobody')}</dd>
                {order.queue.yourNumber !== null ? (
                  <>
                    <dt>{t('appoint.queue.yourNumber')}</dt>
                    <dd>{order.queue.yourNumber}</dd>
                  </>
                ) : null}
                <dt>{t('appoint.queue.ahead')}</dt>
                <dd data-testid="queue-ahead">{t('appoint.queue.aheadCount', { count: order.queue.ahead })}</dd>
              </>
            ) : null}
            <dt>{t('appoint.status')}</dt>
            <dd className={statusEnded(order) ? 'apt-cancelled' : undefined}>{t(orderStatusKey(order))}</dd>
          </dl>
          {order.cancellable ? (
            <div className="apt-links">
              <button type="button" className="apt-link-button apt-danger" onClick={() => void cancel(order.id)}>
                {t('appoint.cancelAction')}
              </button>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
