import type { Env } from '../../config/env';
import type { Db } from '../database';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { seedAccountContent } from './seedAccountContent';
import { seedRegistry } from '../../registry/seed/seedRegistry';
import { downloadFiles } from '../../features/appointments/downloadFiles';
import { seedDownloads } from '../../features/appointments/repository';
import { seedDemoStaff } from '../../backoffice/accounts/demoStaff';

/** Seeds the demo people once; running it again changes nothing (every insert skips conflicts). */
export async function seedDemoData(db: Db, env: Env): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db
      .insertInto('wx_accounts')
      .values({ openid: account.openid, appid: env.WX_APPID, nickname: account.nickname, headimgurl: '/icons/avatar.svg' })
      .onConflict((oc) => oc.column('openid').doNothing())
      .execute();
    if (!account.user) continue;
    await db
      .insertInto('users')
      .values({
        openid: account.openid,
        appid: env.WX_APPID,
        nickname: account.nickname,
        headimgurl: '/icons/avatar.svg',
        name: account.user.name,
        cardnum: account.user.cardnum,
        phone: account.user.phone,
        usertype: account.user.usertype,
        real_name_auth: account.user.realNameAuth,
        xzqdm: account.user.xzqdm,
        account: account.user.account ?? null,
      })
      .onConflict((oc) => oc.column('openid').doNothing())
      .execute();
  }
  await seedRegistry(db);
  await seedAccountContent(db);
  // The PDF packages load only when a form is missing (the first start), not at every start.
  await seedDownloads(db, downloadFiles(env.REGISTRY_REGION_CODE), async (file) => (await import('./downloadPdf')).buildDownloadPdf(file));
  await seedDemoStaff(db);
}
