import type { Options } from 'express-rate-limit';
import type { Db } from '../db/database';
import { DatabaseRateLimitStore } from '../http/rateLimitStore';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** However many accounts ask, one phone gets at most this many texts a day. */
export const TEXTS_PER_PHONE_PER_DAY = 10;

export type SmsRefusal = 'address' | 'phoneDay' | 'daily';

function limitStore(db: Db, prefix: string, windowMs: number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(db, prefix);
  store.init({ windowMs } as Options);
  return store;
}

/**
 * Limits on texts that hold whatever the number of accounts (issue 11: five fresh accounts sent
 * 50 codes to 10 phones): per client address per hour, per phone per day, and a daily cap on all
 * texts. Counted in the database, so they hold across server processes. Every sender of texts
 * asks `admit` before sending; it answers what refused, or undefined.
 */
export function createSmsLimits(db: Db, options: { perAddressPerHour: number; dailyCap: number }) {
  const perAddress = limitStore(db, 'sms:address-hour:', HOUR_MS);
  const perPhoneDay = limitStore(db, 'sms:phone-day:', DAY_MS);
  const everyone = limitStore(db, 'sms:day:', DAY_MS);
  return {
    async admit(address: string, phone: string): Promise<SmsRefusal | undefined> {
      if ((await perAddress.increment(address)).totalHits > options.perAddressPerHour) return 'address';
      if ((await perPhoneDay.increment(phone)).totalHits > TEXTS_PER_PHONE_PER_DAY) return 'phoneDay';
      // Last, so only texts that pass the other limits use up the day's allowance.
      if ((await everyone.increment('all')).totalHits > options.dailyCap) return 'daily';
      return undefined;
    },
  };
}

export type SmsLimits = ReturnType<typeof createSmsLimits>;
