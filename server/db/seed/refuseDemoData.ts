import { StartupError } from '../../config/startupError';
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './demoAccounts';

/**
 * Deployment mode must not run on a database a demo start has seeded: the demo people (with
 * well-known openids) would be real accounts anyone could claim. Refuses naming what was found.
 */
export async function refuseDemoData(db: Db): Promise<void> {
  const openids = DEMO_ACCOUNTS.map((account) => account.openid);
  const found = await db.selectFrom('wx_accounts').select('openid').where('openid', 'in', openids).limit(1).executeTakeFirst();
  const user = found ?? (await db.selectFrom('users').select('openid').where('openid', 'in', openids).limit(1).executeTakeFirst());
  if (user) {
    throw new StartupError(
      `HALL_MODE=deployment: the database holds demo seed data (demo user ${user.openid}); use a database no demo start has seeded`,
    );
  }
}
