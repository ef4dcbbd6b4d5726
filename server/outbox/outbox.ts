import { maskSensitiveText } from '../../engine/masking/maskSensitiveText';
import type { Db } from '../db/database';
import { createOutboxRepository, type Channel, type Executor } from './outboxRepository';
import { wechatTemplateId, type EventKind, type EventParams, type ParamValue } from './templates';

const maskParam = (value: ParamValue): ParamValue =>
  typeof value === 'string' ? maskSensitiveText(value) : { 'zh-CN': maskSensitiveText(value['zh-CN']), en: maskSensitiveText(value.en) };

/** Something to tell a citizen, queued with the change that causes it. */
export interface OutboxEvent {
  kind: EventKind;
  /**
   * What makes this event one event: `booking.made:<order id>`, `booking.reminder:<order id>`...
   * Queuing the same key again (a second reminder pass, a retried request) adds nothing.
   */
  key: string;
  /** Who is told. Their phone is read when the SMS goes, so a changed number is used. */
  openid: string;
  params: EventParams;
  /** The hall's page the message leads to (its application or booking). */
  link: string;
  /** The record the event is about, for the check made again at delivery (a reminder's booking). */
  subjectId?: string;
  /** The number the SMS goes to instead of the citizen's own (a party's phone as the filer entered it). */
  phone?: string;
}

export interface Outbox {
  /**
   * Queues an event inside the caller's transaction (`executor` is the transaction doing the
   * change): both commit or neither does. SMS always; the messaging platform too when the citizen
   * consented to the event's template. Parameters are masked (no full ID or phone number).
   */
  enqueue(executor: Executor, event: OutboxEvent): Promise<void>;
  /** Called after a transaction that queued events commits: this process's worker looks at once. */
  kick(): void;
}

/** The outbox's producer side (docs/decisions/0049); deliveryWorker is its consumer. */
export function createOutbox(db: Db, kick: () => void = () => undefined): Outbox {
  const repository = createOutboxRepository(db);
  return {
    async enqueue(executor, event) {
      const params = Object.fromEntries(Object.entries(event.params).map(([name, value]) => [name, maskParam(value)]));
      const inserted = await repository.insertEvent(executor, { event_key: event.key, kind: event.kind, openid: event.openid, params, link: event.link, subject_id: event.subjectId ?? null, phone: event.phone ?? null });
      if (!inserted) return;
      const channels: Channel[] = ['sms'];
      if (await repository.hasConsent(executor, event.openid, wechatTemplateId(event.kind))) channels.push('wechat');
      await repository.insertDeliveries(executor, inserted.id, channels);
    },
    kick: () => kick(),
  };
}
