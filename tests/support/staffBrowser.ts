import type { Browser, BrowserContext, Page } from 'playwright-core';
import { codeNow, secretOf } from './staffClient';

/** A registry office's desktop screen. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };

/** Signs in on the staff app's page with a password (no second factor). */
export async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/staff');
  await page.waitForURL('**/staff/sign-in');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** The authenticator secrets enrolled in this test file, by server and username. */
const secrets = new Map<string, string>();

/**
 * Passes the second factor after the password: enrols from the QR code's address on a first sign-in
 * (remembering the secret for this file's next ones), else types the current code.
 */
export async function passSecondFactor(page: Page, baseUrl: string, username: string) {
  const key = `${baseUrl} ${username}`;
  const enrolment = page.getByTestId('otpauth-uri');
  const codeField = page.getByLabel('动态验证码');
  await codeField.waitFor();
  if (await enrolment.isVisible()) secrets.set(key, secretOf((await enrolment.textContent()) ?? ''));
  const secret = secrets.get(key);
  if (!secret) throw new Error(`passSecondFactor: no secret known for ${username} (enrolled in another file?)`);
  await codeField.fill(codeNow(secret));
  await page.getByRole('button', { name: /验\s*证/ }).click();
}

/**
 * A member signed in at 1280 px in a context of its own, on the page the app leads them to (the work
 * queue for the stage staff). A demo member's password is `<username>-2026`; `secondFactor` for a role
 * that needs one (the system admin).
 */
export async function staffSignedIn(browser: Browser, baseUrl: string, username: string, options: { password?: string; secondFactor?: boolean; landing?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl });
  const page = await context.newPage();
  await signInWithPassword(page, username, options.password ?? `${username}-2026`);
  if (options.secondFactor) await passSecondFactor(page, baseUrl, username);
  await page.waitForURL(options.landing ?? '**/staff/queue');
  return { context, page };
}

/** A stage member on an application's case file, its heading (the business) shown. */
export async function caseFileOf(browser: Browser, baseUrl: string, username: string, id: string, business: string) {
  const signedIn = await staffSignedIn(browser, baseUrl, username);
  await signedIn.page.goto(`/staff/applications/${id}`);
  await signedIn.page.getByRole('heading', { name: business }).waitFor();
  return signedIn;
}

/** A demo member's queue row of an application; it may be on a later page of a busy queue, so the pages are walked by cursor. */
export async function queueRowOf(browser: Browser, baseUrl: string, username: string, prolsh: string) {
  const { context, page } = await staffSignedIn(browser, baseUrl, username);
  const row = page.getByRole('row', { name: new RegExp(prolsh) });
  await page.locator('.ant-table-row').first().waitFor();
  while (!(await row.isVisible())) {
    await page.getByRole('button', { name: '下一页' }).click();
    await page.locator('.ant-table-row').first().waitFor();
  }
  return { context, page, row };
}

/** A button of the staff app by its words: antd spaces a two-character label (受 理, 登 簿). */
export const staffButton = (words: string) => new RegExp(`^${[...words].join('\\s*')}$`);

/** The stage tag in the case file's header, once it reads `name`. */
export const stageShows = (page: Page, name: string) => page.locator('.ant-descriptions .ant-tag', { hasText: new RegExp(`^${name}$`) }).waitFor();

/**
 * Presses one of the case file's outcomes that records an opinion: its dialog opens with the configured
 * default (docs/decisions/0072), `opinion` replaces it, and 确定 sends it. `inDialog` reads the dialog
 * first (登簿's preview of what it writes).
 */
export async function pressOutcome(page: Page, action: string, options: { opinion?: string; inDialog?: (dialog: ReturnType<Page['getByRole']>) => Promise<void> } = {}) {
  await page.getByRole('button', { name: staffButton(action) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (options.inDialog) await options.inDialog(dialog);
  if (options.opinion !== undefined) await dialog.getByRole('textbox').fill(options.opinion);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * A stage member opens the application from their work queue and presses one of its outcomes (with
 * its opinion); the header then shows the next stage. `check` reads the case file first.
 */
export async function decideInQueue(
  browser: Browser,
  baseUrl: string,
  who: { username: string; prolsh: string; id: string; business: string },
  step: { action: string; next: string; opinion?: string; check?: (page: Page) => Promise<void>; inDialog?: (dialog: ReturnType<Page['getByRole']>) => Promise<void> },
) {
  const { context, page, row } = await queueRowOf(browser, baseUrl, who.username, who.prolsh);
  await row.getByRole('link', { name: who.prolsh }).click();
  await page.waitForURL(`**/staff/applications/${who.id}`);
  await page.getByRole('heading', { name: who.business }).waitFor();
  if (step.check) await step.check(page);
  await pressOutcome(page, step.action, { ...(step.opinion !== undefined ? { opinion: step.opinion } : {}), ...(step.inDialog ? { inDialog: step.inDialog } : {}) });
  await stageShows(page, step.next);
  await context.close();
}
