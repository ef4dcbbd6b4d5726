import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { ApiError } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import { book, listCalendars, listPlacesFor, listProcesses, listSlots, mayBookDay, type Area, type CalendarDay, type Order, type Process, type Slot } from '../api/appointments';
import { ChoiceSelect } from './ChoiceSelect';
import { missingChoice } from './missingChoice';

export interface BookingFormProps {
  /** The application number (yuyueForm); none for yuyueFormnosh. */
  wlsh?: string | undefined;
  /** The region of the application, which words the success message. */
  xzqdm?: string | undefined;
  /** Where the slip of a new booking is shown. */
  slipPath: (order: Order) => string;
}

/**
 * The booking form of both variants (spec 001 sections 2.7, 2.8, 4 and 5): the citizen's own name,
 * ID and phone read-only, then place, business, date and time, each read-only until the one before
 * is chosen and cleared when an earlier one changes. Native selects: the phone's own wheel picker.
 */
export function BookingForm({ wlsh, xzqdm, slipPath }: BookingFormProps) {
  const t = useT();
  const { me } = useAppState();
  const [areas, setAreas] = useState<Area[]>([]);
  const [processes, setProcesses] = useState<Process[]>([]);
  const [days, setDays] = useState<CalendarDay[]>([]);
  const [slots, setSlots] = useState<Slot[]>([]);
  const [area, setArea] = useState<Area | null>(null);
  const [process, setProcess] = useState<Process | null>(null);
  const [day, setDay] = useState<CalendarDay | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [booked, setBooked] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  // The selector whose options failed to load, with the call to make again (its 重试).
  const [failed, setFailed] = useState<{ id: string; retry: () => void } | null>(null);

  /** Loads a selector's options; a failure leaves 重试 under it instead of an empty list. */
  const load = <T,>(id: string, call: () => Promise<T>, set: (value: T) => void) => {
    setFailed(null);
    call().then(set, (error: unknown) => {
      if (!(error instanceof ApiError && error.redirecting)) setFailed({ id, retry: () => load(id, call, set) });
    });
  };
  const retryOf = (id: string) => (failed?.id === id ? failed.retry : undefined);

  useEffect(() => {
    const region = me?.XZQDM || undefined;
    load('apt-area', () => listPlacesFor(region), setAreas);
    // `load` is this render's; the areas are asked for again only when the region changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me?.XZQDM]);

  const chooseArea = (areaId: string) => {
    const next = areas.find((a) => a.areaId === areaId) ?? null;
    setArea(next);
    setProcess(null);
    setDay(null);
    setSlot(null);
    setProcesses([]);
    setDays([]);
    setSlots([]);
    if (next) load('apt-process', () => listProcesses(next.areaId), setProcesses);
  };
  const chooseProcess = (processId: string) => {
    const next = processes.find((p) => p.processId === processId) ?? null;
    setProcess(next);
    setDay(null);
    setSlot(null);
    setDays([]);
    setSlots([]);
    if (next && area) load('apt-day', () => listCalendars(area.areaId), setDays);
  };
  const chooseDay = (calendarId: string) => {
    const next = days.find((d) => d.calendarId === calendarId) ?? null;
    setDay(next);
    setSlot(null);
    setSlots([]);
    if (next && process) load('apt-time', () => listSlots(next, process.processId), setSlots);
  };
  const chooseSlot = async (timeId: string) => {
    const next = slots.find((s) => s.timeId === timeId) ?? null;
    setSlot(null);
    if (!next || !day) return;
    if (next.countNum >= next.maxNum) return showAlert(t('appoint.full'));
    if (!(await mayBookDay(day.calendarId).catch(() => true))) return showAlert(t('appoint.duplicate'));
    setSlot(next);
  };

  const submit = async () => {
    const missing = missingChoice({ area, process, day, slot });
    if (missing) return showAlert(t(missing));
    if (!(await showConfirm(t('appoint.confirm'), t('appoint.confirmTitle')))) return;
    setBusy(true);
    try {
      const { order, message } = await book({ area: area!, process: process!, calendar: day!, time: slot!, wlsh, xzqdm });
      setBooked(order);
      // The counts now include this booking (and any made meanwhile).
      void listSlots(day!, process!.processId).then(setSlots, () => undefined);
      await showAlert(message);
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message);
    } finally {
      setBusy(false);
    }
  };

  const weekday = (d: CalendarDay) => t(`appoint.weekday.${d.weekday}` as 'appoint.weekday.0');

  return (
    <div className="apt-page">
      <form className="apt-form" onSubmit={(event) => event.preventDefault()}>
        <div className="apt-field">
          <label htmlFor="apt-name">{t('appoint.name')}</label>
          <input id="apt-name" readOnly value={me?.name ?? ''} />
        </div>
        <div className="apt-field">
          <label htmlFor="apt-code">{t('appoint.code')}</label>
          <input id="apt-code" readOnly value={me?.CARDNUM ?? ''} />
        </div>
        <div className="apt-field">
          <label htmlFor="apt-phone">{t('appoint.phone')}</label>
          <input id="apt-phone" readOnly value={me?.mobile ?? ''} />
        </div>
        {wlsh ? (
          <div className="apt-field">
            <label htmlFor="apt-wlsh">{t('appoint.wlsh')}</label>
            <input id="apt-wlsh" readOnly value={wlsh} />
          </div>
        ) : null}
        <ChoiceSelect id="apt-area" label={t('appoint.area')} value={area?.areaId ?? ''} disabled={Boolean(booked)} onChange={chooseArea} onRetry={retryOf('apt-area')} options={areas.map((a) => ({ value: a.areaId, label: a.areaName }))} />
        <ChoiceSelect
          id="apt-process"
          label={t('appoint.process')}
          value={process?.processId ?? ''}
          disabled={!area || Boolean(booked)}
          onChange={chooseProcess}
          onRetry={retryOf('apt-process')}
          options={processes.map((p) => ({ value: p.processId, label: p.processName }))}
        />
        <ChoiceSelect
          id="apt-day"
          label={t('appoint.date')}
          value={day?.calendarId ?? ''}
          disabled={!process || Boolean(booked)}
          onChange={chooseDay}
          onRetry={retryOf('apt-day')}
          options={days.map((d) => ({ value: d.calendarId, label: `${d.calendar} ${weekday(d)}` }))}
        />
        <ChoiceSelect
          id="apt-time"
          label={t('appoint.time')}
          value={slot?.timeId ?? ''}
          disabled={!day || Boolean(booked)}
          onChange={(value) => void chooseSlot(value)}
          onRetry={retryOf('apt-time')}
          // Slots the server has closed are not offered; the booked one stays shown after booking.
          options={slots.filter((s) => !s.closed || s.timeId === slot?.timeId).map((s) => ({ value: s.timeId, label: `${s.timeName} (${s.countNum}/${s.maxNum})` }))}
        />
      </form>
      {wlsh ? null : <p className="apt-note">{t('appoint.onePerSlot')}</p>}
      {booked ? (
        <div className="apt-links">
          <Link to={slipPath(booked)}>{t('appoint.view')}</Link>
        </div>
      ) : (
        <Button className="apt-submit" block color="primary" size="large" loading={busy} onClick={() => void submit()}>
          {t('appoint.book')}
        </Button>
      )}
    </div>
  );
}
