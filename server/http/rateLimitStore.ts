import { sql } from 'kysely';
import type { Store, ClientRateLimitInfo, Options } from 'express-rate-limit';
import type { Db } from '../db/database';

/**
 * A rate-limit counter kept in the database, so a limit holds across every server process.
 * One upsert per hit: a new window starts when the old one has passed.
 */
export class DatabaseRateLimitStore implements Store {
  private windowMs = 60_000;
  readonly prefix: string;

  constructor(
    private readonly db: Db,
    prefix: string,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const windowStart = new Date(Date.now() - this.windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key: this.prefix + key, window_start: new Date(), hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when rate_limits.window_start < ${windowStart} then 1 else rate_limits.hits + 1 end`,
          window_start: sql`case when rate_limits.window_start < ${windowStart} then now() else rate_limits.window_start end`,
        }),
      )
      .returning(['hits', 'window_start'])
      .executeTakeFirstOrThrow();
    return { totalHits: row.hits, resetTime: new Date(new Date(row.window_start).getTime() + this.windowMs) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.updateTable('rate_limits').set({ hits: sql`greatest(hits - 1, 0)` }).where('key', '=', this.prefix + key).execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', this.prefix + key).execute();
  }
}
