import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useT } from '../../../lib/i18n';
import { cancelSinglePageAppointment, listSinglePageAppointments, type Order } from '../api/appointments';
import '../appointments.css';
import { orderStatusKey, statusEnded } from '../model/orderStatus';

/** apmrecord (预约记录): cards with the created date and the slot; a tap offers 查看详情 and 取消. */
export default function SinglePageAppointmentRecordsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { data, mutate } = useSWR('appointment-single-page-records', listSinglePageAppointments);
  const [open, setOpen] = useState<Order | null>(null);

  const cancel = async (order: Order) => {
    if (!(await showConfirm(t('appoint.cancelConfirm')))) return;
    await cancelSinglePageAppointment(order.id);
    showToast(t('appoint.cancelled'));
    await mutate();
  };

  if (!data) return null;
  return (
    <div className="apt-page">
      {data.length === 0 ? <p className="apt-empty">{t('appoint.noRecords')}</p> : null}
      {data.map((order) => (
        <button key={order.id} type="button" className="apt-card" style={{ display: 'block', width: '100%', textAlign: 'left', border: 0 }} onClick={() => setOpen(order)}>
          <h2>{order.yysj}</h2>
          <p>
            {t('appoint.createTime')}：{order.createdate}
          </p>
          <p className={statusEnded(order) ? 'apt-cancelled' : undefined}>{t(orderStatusKey(order))}</p>
        </button>
      ))}
      <ActionSheet
        visible={open !== null}
        onClose={() => setOpen(null)}
        cancelText={t('common.cancel')}
        actions={[
          { key: 'detail', text: t('appoint.detail'), onClick: () => navigate(`/apmorder?orderid=${open?.id ?? ''}`) },
          { key: 'cancel', text: t('appoint.cancelAction'), danger: true, disabled: !open?.cancellable, onClick: () => open && void cancel(open) },
        ]}
        onAction={() => setOpen(null)}
      />
    </div>
  );
}
