import useSWR from 'swr';
import { showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useT } from '../../../lib/i18n';
import { cancelOrder, getOrder, orderCalendarUrl, orderQrUrl, type OrderKey } from '../api/appointments';
import { orderStatusKey, statusEnded } from '../model/orderStatus';

export interface OrderSlipProps {
  orderKey: OrderKey | null;
  /** yuyueDetailnosh shows the appointment number instead of the application number, and the one-house note. */
  withoutApplication?: boolean;
  /** The single-page variant's slip: the note to show it at the entrance first. */
  entryNote?: boolean;
}

/**
 * An appointment slip (yuyueDetail, yuyueDetailnosh, apmorder): the order read-only, a QR code the
 * door can scan, the calendar file, and cancelling while the cancel window is open.
 */
export function OrderSlip({ orderKey, withoutApplication = false, entryNote = false }: OrderSlipProps) {
  const t = useT();
  const { data: order, error, mutate } = useSWR(orderKey ? ['appointment-order', JSON.stringify(orderKey)] : null, () => getOrder(orderKey!));
  if (error) return <p className="apt-empty">{error instanceof Error ? error.message : ''}</p>;
  if (!order) return null;

  const cancel = async () => {
    if (!(await showConfirm(t('appoint.cancelConfirm')))) return;
    await mutate(await cancelOrder(order.id), { revalidate: false });
    showToast(t('appoint.cancelled'));
  };
  const booked = order.status === 'booked';

  return (
    <div className="apt-page">
      <section className="apt-card apt-slip" aria-label={t('pages.yuyueDetail')}>
        {entryNote ? <p>{t('appoint.bookedNote', { date: order.calendar, time: order.timeName, area: order.areaName })}</p> : null}
        <dl>
          <dt>{t('appoint.name')}</dt>
          <dd>{order.name}</dd>
          <dt>{t('appoint.phone')}</dt>
          <dd>{order.phone}</dd>
          <dt>{t('appoint.code')}</dt>
          <dd>{order.code}</dd>
          {withoutApplication || !order.wlsh ? (
            <>
              <dt>{t('appoint.serial')}</dt>
              <dd>{order.serial}</dd>
            </>
          ) : (
            <>
              <dt>{t('appoint.wlsh')}</dt>
              <dd>{order.wlsh}</dd>
            </>
          )}
          <dt>{t('appoint.yysj')}</dt>
          <dd>{order.yysj}</dd>
          <dt>{t('appoint.window')}</dt>
          <dd>{order.processName}</dd>
          <dt>{t('appoint.branch')}</dt>
          <dd>{order.areaName}</dd>
          <dt>{t('appoint.djlx')}</dt>
          <dd>{order.djlxName}</dd>
          <dt>{t('appoint.status')}</dt>
          <dd className={statusEnded(order) ? 'apt-cancelled' : undefined}>{t(orderStatusKey(order))}</dd>
        </dl>
        {booked ? (
          <>
            <img className="apt-qr" src={orderQrUrl(order.id)} alt={t('appoint.qrAlt')} width={160} height={160} />
            <p className="apt-hint">{t('appoint.showAtEntry')}</p>
          </>
        ) : null}
        {withoutApplication ? <p className="apt-note">{t('appoint.onePerSlot')}</p> : null}
        <div className="apt-links">
          {booked ? (
            <a href={orderCalendarUrl(order.id)} download>
              {t('appoint.ics')}
            </a>
          ) : null}
          {order.cancellable ? (
            <button type="button" className="apt-link-button apt-danger" onClick={() => void cancel()}>
              {t('appoint.cancelAction')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
