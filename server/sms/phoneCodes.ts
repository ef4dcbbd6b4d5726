import crypto from 'node:crypto';
import type { Options } from 'express-rate-limit';
import type { Db } from '../db/database';
import { translate, type Locale } from '../../engine/i18n/translate';
import { refuse } from '../domain/refusal';
import { DatabaseRateLimitStore } from '../http/rateLimitStore';
import type { SmsGateway } from './smsGateway';
import { phoneBudgetKey, type SmsLimits } from './smsLimits';
import { createAccountRepository, type AccountRepository } from '../users/accountRepository';

/** Spec 000 section 9 and issue 4: 60-second resend, 5-minute life, 5 tries per code. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_PHONE_PER_HOUR = 5;
export const CODES_PER_USER_PER_HOUR = 10;

const HOUR_MS = 3_600_000;

function limitStore(db: Db, prefix: string, windowMs: number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(db, prefix);
  store.init({ windowMs } as Options);
  return store;
}

function hashCode(id: string, code: string): string {
  return crypto.createHash('sha256').update(`${id}:${code}`).digest('hex');
}

export interface PhoneCodeOptions {
  ttlSeconds: number;
}

/**
 * SMS codes bound to (user, phone): six random digits, stored hashed, rate limited in the
 * database (so the limits hold across server processes) per user and address first, then per
 * phone, the phone's owner (their verified profile holds it) counted apart from everyone else
 * (docs/decisions/0059).
 */
export function createPhoneCodes(db: Db, repository: AccountRepository, sms: SmsGateway, limits: SmsLimits, options: PhoneCodeOptions) {
  // One code per phone per minute, counted atomically: two racing requests cannot both send.
  const perPhoneMinute = limitStore(db, 'phonecode:minute:', CODE_RESEND_SECONDS * 1000);
  const perPhoneHour = limitStore(db, 'phonecode:phone-hour:', HOUR_MS);
  const perUserHour = limitStore(db, 'phonecode:user-hour:', HOUR_MS);

  async function check(openid: string, phone: string, code: string): Promise<string> {
    const row = await repository.latestCode(openid, phone);
    if (!row) refuse('invalid', 'account.codeMissing');
    if (new Date(row.expires_at).getTime() <= Date.now()) refuse('invalid', 'account.codeExpired');
    const spent = await repository.spendTry(row.id, CODE_MAX_TRIES);
    if (!spent) refuse('invalid', 'account.codeTooManyTries');
    const given = Buffer.from(hashCode(row.id, code));
    const expected = Buffer.from(row.code_hash);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      const left = CODE_MAX_TRIES - spent.attempts;
      if (left > 0) refuse('invalid', 'account.codeWrong', { n: left });
      refuse('invalid', 'account.codeTooManyTries');
    }
    return row.id;
  }

  async function consume(id: string, transaction?: Db): Promise<void> {
    if (!(await (transaction ? createAccountRepository(transaction) : repository).useCode(id))) refuse('invalid', 'account.codeExpired');
  }

  return {
    /** `address`: the client's address, for the limits that hold across accounts (smsLimits). */
    async send(openid: string, phone: string, address: string, locale: Locale): Promise<void> {
      const userHour = await perUserHour.increment(openid);
      if (userHour.totalHits > CODES_PER_USER_PER_HOUR) refuse('tooMany', 'account.codeLimit');
      const user = await repository.findUser(openid);
      const askedByOwner = Boolean(user?.real_name_auth && user.phone === phone);
      if (await limits.admitRequester(address, phone, askedByOwner)) refuse('tooMany', 'account.codeLimit');
      const budget = phoneBudgetKey(phone, askedByOwner);
      const minute = await perPhoneMinute.increment(budget);
      if (minute.totalHits > 1) {
        const wait = Math.max(1, Math.ceil(((minute.resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000));
        refuse('tooMany', 'account.codeTooSoon', { n: wait });
      }
      const phoneHour = await perPhoneHour.increment(budget);
      if (phoneHour.totalHits > CODES_PER_PHONE_PER_HOUR) refuse('tooMany', 'account.codeLimit');
      const refusal = await limits.admitPhone(phone, askedByOwner);
      if (refusal) refuse('tooMany', refusal === 'daily' ? 'errors.smsDailyCap' : 'account.codeLimit');

      const id = crypto.randomUUID();
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await repository.insertCode({ id, openid, phone, code_hash: hashCode(id, code), expires_at: new Date(Date.now() + options.ttlSeconds * 1000) });
      await sms.send(phone, translate(locale, 'account.smsText', { code, minutes: Math.max(1, Math.round(options.ttlSeconds / 60)) }));
    },

    /**
     * Checks the newest code for (user, phone) without using it up, and answers its id for `consume`.
     * A wrong guess spends one of 5 tries; an expired or used-up code must be fetched again.
     */
    check,

    /**
     * Uses a checked code up, in the caller's transaction when it pays for a change there (a
     * party's confirm): a change refused after the check leaves the code for a retry, and of two
     * requests racing with one code only the first to commit has it.
     */
    consume,

    /** Checks and uses the code at once (a code that pays for nothing else). */
    async verify(openid: string, phone: string, code: string): Promise<void> {
      await consume(await check(openid, phone, code));
    },
  };
}

export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
