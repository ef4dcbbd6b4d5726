import crypto from 'node:crypto';
import type { Db } from '../../db/database';

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** Dynamic codes of the certificate search (phong_query_yzm), one per user and phone, hashed. */
export function createQueryCodeRepository(db: Db) {
  return {
    async save(openid: string, phone: string, code: string, ttlMs: number): Promise<void> {
      const expires = new Date(Date.now() + ttlMs);
      await db
        .insertInto('query_codes')
        .values({ openid, phone, code_hash: hash(code), expires_at: expires })
        .onConflict((oc) => oc.columns(['openid', 'phone']).doUpdateSet({ code_hash: hash(code), expires_at: expires }))
        .execute();
    },
    /** True when the code matches and has not expired; a matching code is used up. */
    async consume(openid: string, phone: string, code: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('query_codes')
        .where('openid', '=', openid)
        .where('phone', '=', phone)
        .where('code_hash', '=', hash(code))
        .where('expires_at', '>', new Date())
        .returning('openid')
        .executeTakeFirst();
      return !!removed;
    },
  };
}
