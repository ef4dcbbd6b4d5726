import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { showAlert } from '../../../components/feedback/dialogs';
import { useT } from '../../../lib/i18n';
import { addQueueOrder, queueCompanies, queueDays, queueGroups, queueNumbers } from '../api/appointments';
import { failedCall, type PageCall } from '../../../components/LoadFailed/failedCall';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { missingChoice } from '../components/missingChoice';
import '../appointments.css';

/**
 * The queue system's booking (spec 001 sections 2.10 and 7.3): hall, business, day and time, each
 * read-only until the one before is chosen. The result is shown in a dialog titled 操作结果; on
 * success the queue-order screen opens.
 */
export default function QueuePage() {
  const t = useT();
  const navigate = useNavigate();
  const [comID, setComID] = useState('');
  const [groupId, setGroupId] = useState('');
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [remark, setRemark] = useState('');
  const companiesCall = useSWR('queue-companies', queueCompanies);
  const groupsCall = useSWR(comID ? ['queue-groups', comID] : null, () => queueGroups(comID));
  const daysCall = useSWR(comID && groupId ? ['queue-days', comID, groupId] : null, () => queueDays(comID, groupId));
  const numbersCall = useSWR(day ? ['queue-numbers', comID, groupId, day] : null, () => queueNumbers(comID, groupId, day));
  const { data: companies } = companiesCall;
  const { data: groups } = groupsCall;
  const { data: days } = daysCall;
  const { data: numbers } = numbersCall;
  // A selector whose options failed to load shows 重试 under it, not an empty list.
  const retryOf = (call: PageCall) => failedCall(call)?.retry;

  // A choice clears the ones after it (spec 001 section 4).
  const choose = (value: string, set: (value: string) => void, later: ((value: string) => void)[]) => {
    set(value);
    for (const clear of later) clear('');
  };

  const submit = async () => {
    const missing = missingChoice({ area: comID, process: groupId, day, slot: time });
    if (missing) return showAlert(t(missing));
    const answer = await addQueueOrder({ queueid: groupId, resDay: day, resTime: time, remark });
    await showAlert(answer.message, t('appoint.queue.resultTitle'));
    if (answer.stat === 1 && answer.data) navigate(`/queueOrder?id=${answer.data.id}`);
  };

  return (
    <div className="apt-page">
      <form className="apt-form" onSubmit={(event) => event.preventDefault()}>
        <ChoiceSelect
          id="queue-company"
          label={t('appoint.area')}
          value={comID}
          disabled={false}
          onChange={(value) => choose(value, setComID, [setGroupId, setDay, setTime])}
          onRetry={retryOf(companiesCall)}
          options={(companies ?? []).map((c) => ({ value: c.comID, label: c.comName }))}
        />
        <ChoiceSelect
          id="queue-group"
          label={t('appoint.process')}
          value={groupId}
          disabled={!comID}
          onChange={(value) => choose(value, setGroupId, [setDay, setTime])}
          onRetry={retryOf(groupsCall)}
          options={(groups ?? []).map((g) => ({ value: g.groupId, label: g.groupName }))}
        />
        <ChoiceSelect
          id="queue-day"
          label={t('appoint.date')}
          value={day}
          disabled={!groupId}
          onChange={(value) => choose(value, setDay, [setTime])}
          onRetry={retryOf(daysCall)}
          options={(days ?? []).map((d) => ({ value: d.resDay, label: `${d.resDay} ${t(`appoint.weekday.${d.weekday}` as 'appoint.weekday.0')}` }))}
        />
        <ChoiceSelect
          id="queue-time"
          label={t('appoint.time')}
          value={time}
          disabled={!day}
          onChange={setTime}
          onRetry={retryOf(numbersCall)}
          options={(numbers ?? []).filter((n) => !n.closed).map((n) => ({ value: n.resTime, label: `${n.resTime} (${n.used}/${n.total})` }))}
        />
        <div className="apt-field">
          <label htmlFor="queue-remark">{t('appoint.queue.remark')}</label>
          <input id="queue-remark" value={remark} maxLength={200} onChange={(event) => setRemark(event.target.value)} />
        </div>
      </form>
      <Button className="apt-submit" block color="primary" size="large" onClick={() => void submit()}>
        {t('appoint.book')}
      </Button>
    </div>
  );
}
