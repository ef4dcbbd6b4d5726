import type { Options } from 'express-rate-limit';
import type { Db } from '../db/database';
import { DatabaseRateLimitStore } from '../http/rateLimitStore';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** However many accounts ask, one phone gets at most this many texts a day from others (and as many at its owner's asking). */
export const TEXTS_PER_PHONE_PER_DAY = 10;
/** One address asks texts to one phone at most this often a day, whatever the number of accounts behind it. */
export const TEXTS_PER_ADDRESS_PHONE_PER_DAY = 3;

export type SmsRefusal = 'address' | 'phoneDay' | 'daily';

function limitStore(db: Db, prefix: string, windowMs: number): DatabaseRateLimitStore {
  const store = new DatabaseRateLimitStore(db, prefix);
  store.init({ windowMs } as Options);
  return store;
}

/**
 * Whose texts a phone's counters count: the phone's owner (a signed-in citizen whose verified
 * profile holds the number) apart from everyone else, so strangers who use up what the phone takes
 * from others never silence it for its owner (issue 26, docs/decisions/0059).
 */
export const phoneBudgetKey = (phone: string, askedByOwner: boolean) => (askedByOwner ? `owner:${phone}` : phone);

/**
 * Limits on texts that hold whatever the number of accounts (issue 11: five fresh accounts sent
 * 50 codes to 10 phones): per client address per hour (and, for codes, per address and phone per
 * day), then per phone per day, and a daily cap on all texts. Counted in the database, so they hold across server
 * processes. A code's requester is limited first, so a refused requester spends nothing of the
 * phone's budget (issue 26: throw-away accounts behind one address silenced a stranger's phone).
 * Every sender of texts asks before sending: `admit` for texts another's action sends, and
 * `admitRequester` then `admitPhone` for codes (with checks of their own between); each answers
 * what refused, or undefined.
 */
export function createSmsLimits(db: Db, options: { perAddressPerHour: number; dailyCap: number }) {
  const perAddress = limitStore(db, 'sms:address-hour:', HOUR_MS);
  const perAddressPhone = limitStore(db, 'sms:address-phone-day:', DAY_MS);
  const perPhoneDay = limitStore(db, 'sms:phone-day:', DAY_MS);
  const everyone = limitStore(db, 'sms:day:', DAY_MS);

  const addressHourPassed = async (address: string) => (await perAddress.increment(address)).totalHits <= options.perAddressPerHour;

  async function admitPhone(phone: string, askedByOwner: boolean): Promise<SmsRefusal | undefined> {
    if ((await perPhoneDay.increment(phoneBudgetKey(phone, askedByOwner))).totalHits > TEXTS_PER_PHONE_PER_DAY) return 'phoneDay';
    // Last, so only texts that pass the other limits use up the day's allowance.
    if ((await everyone.increment('all')).totalHits > options.dailyCap) return 'daily';
    return undefined;
  }

  return {
    /** Texts someone else's action sends (a confirmation link to a party): the address, then the phone. */
    async admit(address: string, phone: string): Promise<SmsRefusal | undefined> {
      return (await addressHourPassed(address)) ? admitPhone(phone, false) : 'address';
    },
    /**
     * A code someone asks for, before any counter of the phone: the address, and the address with
     * this phone unless the asker owns it (throw-away accounts behind one address, issue 26).
     */
    async admitRequester(address: string, phone: string, askedByOwner: boolean): Promise<SmsRefusal | undefined> {
      if (!(await addressHourPassed(address))) return 'address';
      if (!askedByOwner && (await perAddressPhone.increment(`${address}|${phone}`)).totalHits > TEXTS_PER_ADDRESS_PHONE_PER_DAY) return 'address';
      return undefined;
    },
    /** The code's phone, after the requester passed: its day (owner apart) and the day's cap. */
    admitPhone,
  };
}

export type SmsLimits = ReturnType<typeof createSmsLimits>;
