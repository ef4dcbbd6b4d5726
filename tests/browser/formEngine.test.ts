/**
 * The form engine in a real browser: fill, validate and preview the mortgage sub-form (dyqxx).
 *
 * Self-contained: it builds its own harness page (formEngineHarness/: the engine drawing the
 * repository's schema with its precompiled validators, built with the app's Vite configuration),
 * serves it with the app's strict Content-Security-Policy, and drives Debian's Chromium as the
 * messaging app's browser on a phone (tests/support/phoneBrowser.ts). It needs neither the app server nor a session, so it runs before the app's
 * filing pages exist; it checks that nothing in the bundle evaluates code (no CSP violation).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildValidators } from '../../scripts/build-validators';
import { buildHarness, REPO } from '../../scripts/bench/harness/buildHarness';
import { serveStatic, STRICT_CSP } from '../../scripts/bench/harness/serveStatic';
import { seriousAxeFindings } from '../support/axe';
import { launchChromium, phoneContext } from '../support/phoneBrowser';

const OUT = path.join(REPO, '.tmp/formEngine-browser');
let browser: Browser;
let page: Page;
let server: { url: string; close: () => Promise<void> };
const pageErrors: string[] = [];

beforeAll(async () => {
  buildValidators();
  await buildHarness(path.join(REPO, 'tests/browser/formEngineHarness'), OUT);
  server = await serveStatic(OUT, { csp: STRICT_CSP });
  browser = await launchChromium();
  const context = await phoneContext(browser, server.url);
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto('/?form=dyqxx');
  await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const field = (name: string) => page.locator(`[data-field="${name}"]`);

/** Waits (up to 5 s) until the element's text equals — or with `contains`, contains — the expected text. */
async function expectText(locator: Locator, expected: string, contains = false): Promise<void> {
  const deadline = Date.now() + 5000;
  let text: string | null = null;
  while (Date.now() < deadline) {
    text = (await locator.count()) > 0 ? await locator.first().textContent() : null;
    if (text !== null && (contains ? text.includes(expected) : text === expected)) return;
    await page.waitForTimeout(50);
  }
  expect(text).toBe(expected);
}

async function alertText(): Promise<{ title: string; content: string }> {
  const dialog = page.locator('.adm-dialog-body').last();
  await dialog.waitFor();
  const result = { title: (await dialog.locator('.adm-dialog-title').textContent()) ?? '', content: (await dialog.locator('.adm-dialog-content').textContent()) ?? '' };
  await dialog.getByText('确定', { exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return result;
}

/** Opens a date or list picker and takes what it shows first (完成). */
async function pickDate(name: string): Promise<void> {
  await field(name).locator('[role=button]').click();
  const done = page.locator('.adm-picker-header-button:visible', { hasText: '完成' });
  await done.waitFor();
  await done.click();
  await done.waitFor({ state: 'hidden' });
}

describe('form engine in the browser (mortgage rights sub-form)', () => {
  it('draws the form with its defaults: mortgage way 1, prohibition clause yes', async () => {
    await expectText(field('dyfs').locator('.adm-radio-checked'), '一般抵押', true);
    await expectText(field('sfczjzhxzzrdybdcdyd').locator('.adm-radio-checked'), '是', true);
    expect(await field('bdbzzqse').count()).toBe(1);
    expect(await field('zgzqse').count()).toBe(0);
    expect(await field('dyfs').locator('.engine-required').count()).toBe(1);
  });

  it('has no serious accessibility findings', async () => {
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('draws the rows in groups of at most eight, and shows a placeholder only while its field is empty', async () => {
    const rowsPerGroup = await page.locator('.engine-rows').evaluateAll((groups) => groups.map((group) => group.querySelectorAll(':scope > .engine-field').length));
    expect(rowsPerGroup.length).toBeGreaterThan(0);
    expect(Math.max(...rowsPerGroup)).toBeLessThanOrEqual(8);
    const input = page.locator('#f_dyqxx_zwr');
    await input.fill('');
    expect(await input.getAttribute('placeholder')).toBe('请输入');
    await input.pressSequentially('张三');
    expect(await input.getAttribute('placeholder')).toBeNull();
    await input.fill('');
    expect(await input.getAttribute('placeholder')).toBe('请输入');
  });

  it('validates a field when it is left, with a 600 ms toast', async () => {
    await page.fill('#f_dyqxx_bdbzzqse', '八十');
    await page.locator('#f_dyqxx_zwr').focus();
    const toast = page.locator('.adm-toast-main');
    await expectText(toast, '数字格式不对哦~', true);
    await expectText(field('bdbzzqse').locator('.engine-error'), '数字格式不对哦~');
    await page.waitForTimeout(1200);
    expect(await toast.count()).toBe(0);
  });

  it('on submit shows the first failing check in an alert titled 提示: the price unit (L271) before the dates', async () => {
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '价格单位不能为空' });
    await pickDate('jgdw');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '必填' });
    await expectText(field('zqlxqx_start').locator('.engine-error'), '必填');
  });

  it('a field left by a tap on the button shows its error only after the tap, so the button does not move under the finger', async () => {
    await page.fill('#f_dyqxx_bdbzzqse', '80');
    await page.locator('#f_dyqxx_zwr').focus();
    await field('bdbzzqse').locator('.engine-error').waitFor({ state: 'detached' });
    // Still typing in the field: pressing the button makes it leave.
    await page.fill('#f_dyqxx_bdbzzqse', '八十');
    const button = page.locator('[data-testid=engine-submit]');
    await button.scrollIntoViewIfNeeded();
    const before = (await button.boundingBox())!;
    await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(100);
    expect(await field('bdbzzqse').locator('.engine-error').count()).toBe(0);
    expect((await button.boundingBox())!.y).toBe(before.y);
    await page.mouse.up();
    expect((await alertText()).title).toBe('提示');
    await expectText(field('bdbzzqse').locator('.engine-error'), '数字格式不对哦~');
  });

  it('saves the values the citizen sees, with the schema version', async () => {
    await pickDate('zqlxqx_start');
    await pickDate('zqlxqx_end');
    await page.fill('#f_dyqxx_bdbzzqse', '80');
    await page.click('[data-testid=engine-submit]');
    const saved = JSON.parse((await page.locator('#saved').textContent()) ?? '{}');
    expect(saved).toMatchObject({ formId: 'dyqxx', schemaVersion: 1, data: { dyfs: '1', bdbzzqse: 80, jgdw: '1', sfczjzhxzzrdybdcdyd: '1' } });
    expect(saved.data.zqlxqx_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('mortgage way 2 shows the maximum claim amount and the confirmed-true field, and drops the hidden principal', async () => {
    await field('dyfs').getByText('最高抵押').click();
    await field('zgzqse').waitFor();
    expect(await field('bdbzzqse').count()).toBe(0);
    expect(await field('zgzqqdss').count()).toBe(1);
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '必填哦' });
    await page.fill('#f_dyqxx_zgzqse', '200');
    await page.fill('#f_dyqxx_zgzqqdss', '借款合同约定的债权确定期间届满');
    await expectText(field('zgzqqdss').locator('.adm-text-area-count'), '15/500');
    await page.click('[data-testid=engine-submit]');
    await expectText(page.locator('#saved'), '"zgzqse":200', true);
    const saved = JSON.parse((await page.locator('#saved').textContent()) ?? '{}');
    expect(saved.data).not.toHaveProperty('bdbzzqse');
    expect(saved.data.dyfs).toBe('2');
  });

  it('previews the saved form read-only from the same schema', async () => {
    await page.click('#open-preview');
    const preview = page.locator('#preview');
    await preview.waitFor();
    const row = (name: string) => preview.locator(`[data-field="${name}"]`);
    await expectText(row('dyfs'), '最高抵押');
    await expectText(row('zgzqse'), '200元');
    await expectText(row('jgdw'), '元');
    // Stored 1, the form's yes and default: the preview says 是 as the form did (a stored 2 too).
    await expectText(row('sfczjzhxzzrdybdcdyd'), '是');
    expect(await row('bdbzzqse').count()).toBe(0);
  });

  it('runs under the strict CSP: no eval, no new Function, in the code or at run time', async () => {
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(pageErrors).toEqual([]);
    for (const file of fs.readdirSync(path.join(OUT, 'assets')).filter((name) => name.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(OUT, 'assets', file), 'utf8');
      expect(code, file).not.toMatch(/new Function|\beval\(/);
    }
  });
});

describe('form engine in the browser (local drafts)', () => {
  it('keeps what is typed across a reload, restores it, and drops it once saved', async () => {
    await page.goto('/?form=dyqxx&draft=harness');
    await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
    // Typed, never left: the field has not committed its value, the draft has every keystroke.
    await page.locator('#f_dyqxx_zwr').pressSequentially('王五');
    await page.reload();
    await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
    expect(await page.inputValue('#f_dyqxx_zwr')).toBe('王五');

    await pickDate('jgdw');
    await pickDate('zqlxqx_start');
    await pickDate('zqlxqx_end');
    await page.fill('#f_dyqxx_bdbzzqse', '80');
    await page.click('[data-testid=engine-submit]');
    await expectText(page.locator('#saved'), '"zwr":"王五"', true);
    await page.reload();
    await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
    expect(await page.inputValue('#f_dyqxx_zwr')).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('engine-draft:harness'))).toBeNull();
  });
});

describe('form engine in the browser (rules of the whole form, issue 18)', () => {
  it('shows the server’s message on the end of a period that ends before it starts, and on a name with a right-to-left override', async () => {
    await page.goto('/?form=dyqxx&draft=rules');
    const data = { dyfs: '1', bdbzzqse: 80, jgdw: '1', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1', zqlxqx_start: '2030-01-01', zqlxqx_end: '2024-01-01' };
    await page.evaluate((stored) => localStorage.setItem('engine-draft:rules', JSON.stringify(stored)), { formId: 'dyqxx', schemaVersion: 1, data });
    await page.reload();
    await page.waitForSelector('[data-form=dyqxx][data-validator=precompiled]');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '债务履行结束时间不能早于债务履行起始时间' });
    await expectText(field('zqlxqx_end').locator('.engine-error'), '债务履行结束时间不能早于债务履行起始时间');
    expect(await field('zqlxqx_start').locator('.engine-error').count()).toBe(0);
    await page.fill('#f_dyqxx_zwr', '张\u202e三');
    await page.locator('#f_dyqxx_bdbzzqse').focus();
    await expectText(field('zwr').locator('.engine-error'), '债务人不能包含不可见字符或控制字符');
    await page.evaluate(() => localStorage.clear());
  });
});

describe('form engine in the browser (applicant, individual and company variants)', () => {
  it('checks the individual applicant in the order of the specification, then switches to the company variant', async () => {
    await page.goto('/?form=applicant');
    await page.waitForSelector('[data-form=applicant-individual][data-validator=precompiled]');
    await page.fill('#f_applicant-individual_sqr_qt_zjh', '12345');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '姓名不能为空' });
    await page.fill('#f_applicant-individual_sqr_name', '张三');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '代理人身份证号有误!' });
    await page.fill('#f_applicant-individual_sqr_qt_zjh', '');
    await page.fill('#f_applicant-individual_sqr_tel', '13800138000');
    await page.fill('#f_applicant-individual_sqr_zjh', '110105194912310021');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '请输入合法的证件号码' });

    await field('sqr_type').getByText('企业').click();
    await page.waitForSelector('[data-form=applicant-company]');
    // Shared values stay (the name), the company ID types replace the individual ones.
    expect(await page.inputValue('#f_applicant-company_sqr_name')).toBe('张三');
    await page.fill('#f_applicant-company_sqr_name', '');
    await page.click('[data-testid=engine-submit]');
    expect(await alertText()).toEqual({ title: '提示', content: '公司名称不能为空' });
  });
});
