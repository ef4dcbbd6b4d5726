import type { Logger } from 'pino';
import type { Db } from '../db/database';

/**
 * Sends a text message to a mainland mobile number. A real SMS provider would implement this,
 * passing the key as the provider's own idempotency or client reference field, so a message sent
 * again with the same key (a retry after a lost answer) reaches the phone once.
 */
export interface SmsGateway {
  send(phone: string, text: string, idempotencyKey?: string): Promise<void>;
}

/**
 * The emulated SMS gateway: messages land in an inbox a tester opens at /wechat/emulator/sms
 * (see the SMS decision note in docs/decisions). In development the text is also logged (the logger masks the phone).
 */
export function createEmulatedSmsGateway(db: Db, logger: Logger, logTexts: boolean): SmsGateway {
  return {
    async send(phone, text, idempotencyKey) {
      await db
        .insertInto('sms_emulated_messages')
        .values({ phone, text, idempotency_key: idempotencyKey ?? null })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      if (logTexts) logger.info({ phone }, `emulated SMS: ${text}`);
    },
  };
}

/** The emulated inbox of one phone, newest first. */
export function listEmulatedSms(db: Db, phone: string, limit = 20) {
  return db
    .selectFrom('sms_emulated_messages')
    .select(['id', 'text', 'created_at'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
