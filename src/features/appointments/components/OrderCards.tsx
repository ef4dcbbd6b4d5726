import { Link } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { Order } from '../api/appointments';
import { orderStatusKey, statusEnded } from '../model/orderStatus';

/** The user's orders as cards: creation time and appointment time, a link to the slip (yuyueRecord, yuyuenosh). */
export function OrderCards({ orders, slipPath, showSerial = false }: { orders: Order[]; slipPath: (order: Order) => string; showSerial?: boolean }) {
  const t = useT();
  return (
    <>
      {orders.map((order) => (
        <Link key={order.id} to={slipPath(order)} className="apt-card" style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}>
          <h2>{showSerial ? `${t('appoint.serial')}：${order.serial}` : `${order.areaName} · ${order.processName}`}</h2>
          <p>
            {t('appoint.createTime')}：{order.createTime}
          </p>
          <p>
            {t('appoint.yysj')}：{order.yysj}
          </p>
          <p className={statusEnded(order) ? 'apt-cancelled' : undefined}>{t(orderStatusKey(order))}</p>
          <p className="apt-actions">{t('appoint.view')}</p>
        </Link>
      ))}
    </>
  );
}
