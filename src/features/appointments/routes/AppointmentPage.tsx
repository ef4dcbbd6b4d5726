import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useT } from '../../../lib/i18n';
import { useAppState } from '../../../app/state';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { bookSinglePageAppointment, getCalendarList, getCalendarWithSlots, listPlacesFor, listProcesses, mayBookDay, type DayWithSlots, type Slot } from '../api/appointments';
import { ChoiceSelect } from '../components/ChoiceSelect';
import '../appointments.css';

/**
 * 不动产预约, the earlier single-page variant: the citizen picks the place and the business (the
 * page used to book the first ones configured, unseen), then open days with their weekdays on the
 * left, the chosen day's slots as booked/max on the right; a tap books after the full and duplicate
 * checks and the confirm. Its failure only closes the dialog with 预约失败,请重试！.
 */
export default function AppointmentPage() {
  const t = useT();
  const navigate = useNavigate();
  const { me } = useAppState();
  const [areaId, setAreaId] = useState('');
  const [processId, setProcessId] = useState('');
  const areas = useSWR(['appointment-areas', me?.XZQDM ?? ''], () => listPlacesFor(me?.XZQDM || undefined));
  const processes = useSWR(areaId ? ['appointment-processes', areaId] : null, () => listProcesses(areaId));
  const { data: days, mutate } = useSWR(areaId && processId ? ['appointment-single-page', areaId, processId] : null, () => getCalendarWithSlots(areaId, processId));
  // Today's counters closed: said beside the days that can still be booked. An unread holiday
  // listing claims nothing (spec 001 section 7.2 set the flag then, and the page said booking was
  // paused while it worked).
  const { data: holidays } = useSWR('appointment-holidays', getCalendarList);
  const isHoliday = Boolean(holidays?.isHoliday);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = days?.find((d) => d.calendarId === chosen) ?? null;

  const take = async (d: DayWithSlots, slot: Slot) => {
    if (slot.countNum >= slot.maxNum) return showAlert(t('appoint.full'));
    if (!(await mayBookDay(d.calendarId).catch(() => true))) return showAlert(t('appoint.duplicate'));
    if (!(await showConfirm(t('appoint.confirm'), t('appoint.confirmTitle')))) return;
    try {
      const { order, message } = await bookSinglePageAppointment(d, slot);
      showToast(message);
      navigate(`/apmorder?orderid=${order.id}`);
    } catch {
      showToast(t('appoint.failed'));
      void mutate();
    }
  };

  return (
    <div className="apt-page">
      <form className="apt-form" onSubmit={(event) => event.preventDefault()}>
        <ChoiceSelect
          id="appointment-area"
          label={t('appoint.area')}
          value={areaId}
          disabled={false}
          onChange={(value) => {
            setAreaId(value);
            setProcessId('');
            setChosen(null);
          }}
          onRetry={failedCall(areas)?.retry}
          options={(areas.data ?? []).map((a) => ({ value: a.areaId, label: a.areaName }))}
        />
        <ChoiceSelect
          id="appointment-process"
          label={t('appoint.process')}
          value={processId}
          disabled={!areaId}
          onChange={(value) => {
            setProcessId(value);
            setChosen(null);
          }}
          onRetry={failedCall(processes)?.retry}
          options={(processes.data ?? []).map((p) => ({ value: p.processId, label: p.processName }))}
        />
      </form>
      {isHoliday ? <p className="apt-note">{t('appoint.closedToday')}</p> : null}
      <div className="apt-split">
        <div className="apt-days" role="group" aria-label={t('appoint.date')}>
          {days?.map((d) => (
            <button key={d.calendarId} type="button" aria-pressed={d.calendarId === chosen} onClick={() => setChosen(d.calendarId)}>
              {d.calendar.slice(5)}
              <br />
              {t(`appoint.weekday.${d.weekday}` as 'appoint.weekday.0')}
            </button>
          ))}
        </div>
        <div className="apt-slots" role="group" aria-label={t('appoint.time')}>
          {!day ? <p className="apt-empty">{t('appoint.chooseDate')}</p> : null}
          {day && day.times.length === 0 ? <p className="apt-empty">{t('appoint.noSlots')}</p> : null}
          {day?.times.map((slot) => (
            <button key={slot.countId} type="button" disabled={slot.closed || slot.countNum >= slot.maxNum} onClick={() => void take(day, slot)}>
              <span>{slot.timeName}</span>
              <span>{slot.closed ? t('appoint.slotClosed') : `${slot.countNum}/${slot.maxNum}`}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
