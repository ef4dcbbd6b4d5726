import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { answerDialog } from './browserSignIn';

/**
 * Steps of the filing flow as a citizen taps them (tests/browser/filing*.test.ts): selection,
 * the notice, sub-forms of the engine (fields by their ids `f_<form>_<field>`), upload.
 */

/** No part of the page is wider than the screen (the flow must fit 320 px and 412 px phones). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Checks the page at both phone widths, then puts the phone's own width back. */
export async function expectFitsPhones(page: Page): Promise<void> {
  const original = page.viewportSize();
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForTimeout(50);
    expect(await horizontalOverflow(page), `overflow at ${width} px on ${new URL(page.url()).pathname}`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}

/** Region (a district of the first city), business type, business, and the notice's 'I want to apply'. */
export async function chooseBusiness(page: Page, options: { district: string; type: string; parent?: string; business: string }): Promise<void> {
  await page.getByRole('button', { name: '展开区县' }).first().click();
  await page.getByText(options.district, { exact: true }).click();
  await page.waitForURL(/\/sel\?/);
  await page.getByRole('button', { name: options.type }).click();
  await page.waitForURL(/\/selapp\?/);
  if (options.parent) await page.locator('.adm-side-bar-item', { hasText: options.parent }).click();
  await page.getByText(options.business, { exact: true }).click();
  await page.waitForURL(/\/apply\?/);
}

/** Types into an engine field and leaves it (text fields commit when left). */
export async function typeField(page: Page, form: string, field: string, value: string): Promise<void> {
  const input = page.locator(`#f_${form}_${field}`);
  await input.fill(value);
  await input.blur();
}

/** Opens a picker or date field and takes what it shows first with 完成. */
export async function pickShown(page: Page, field: string): Promise<void> {
  await page.locator(`[data-field="${field}"] [role=button]`).click();
  const done = page.locator('.adm-picker-header-button:visible', { hasText: '完成' });
  await done.waitFor();
  await done.click();
  await done.waitFor({ state: 'hidden' });
}

/**
 * Opens a picker field and steps its wheel (through the screen-reader buttons) to the item of that
 * label, then takes it with 完成.
 */
export async function pickItem(page: Page, field: string, label: string): Promise<void> {
  await page.locator(`[data-field="${field}"] [role=button]`).click();
  const current = page.getByRole('button', { name: `当前选择的是：${label}`, exact: true });
  await expect.poll(async () => (await current.count()) || (await page.getByRole('button', { name: /^选择下一项：/ }).dispatchEvent('click'), 0), { timeout: 15_000 }).toBe(1);
  const done = page.locator('.adm-picker-header-button:visible', { hasText: '完成' });
  await done.click();
  await done.waitFor({ state: 'hidden' });
}

/** The add button of a fill page section (by its title). */
export async function addTo(page: Page, section: string): Promise<void> {
  await page.getByRole('button', { name: `添加${section}` }).click();
}

/** Taps a button that should lead to another page; the alert's text as the failure when one comes instead. */
export async function tapThrough(page: Page, button: string, to: RegExp): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const alert = page.locator('.adm-dialog-body');
  const refused = alert.waitFor({ timeout: 30_000 }).then(async () => `${button} refused: ${await alert.textContent()}`, () => null);
  const moved = page.waitForURL(to, { timeout: 30_000 }).then(() => null);
  const failure = await Promise.race([moved, refused]);
  if (failure) throw new Error(failure);
}

/** 保存 on a sub-form; back on the fill page. */
export function saveAndReturn(page: Page): Promise<void> {
  return tapThrough(page, '保存', /\/info\/infofill/);
}

/** Fills an individual applicant and saves; waits for the fill page again. */
export async function addPerson(page: Page, section: string, person: { name: string; id: string; phone: string; address: string }): Promise<void> {
  await addTo(page, section);
  await page.waitForURL(/\/info\/person\?/);
  const form = 'applicant-individual';
  await page.locator(`[data-form="${form}"]`).waitFor();
  await typeField(page, form, 'sqr_name', person.name);
  await typeField(page, form, 'sqr_zjh', person.id);
  await typeField(page, form, 'sqr_tel', person.phone);
  await typeField(page, form, 'sqr_adress', person.address);
  await saveAndReturn(page);
  await page.locator(`[data-section]`, { hasText: person.name }).waitFor();
}

/** Uploads one picture (a small PNG) into an attachment group through the emulated JS-SDK (album). */
export async function uploadPicture(page: Page, group: string, png: Buffer): Promise<void> {
  const card = page.locator(`[data-group="${group}"]`);
  const before = await card.locator('.filing-thumb').count();
  await card.getByRole('button', { name: new RegExp(`为${group}添加图片`) }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('从相册选择', { exact: true }).click();
  await (await chooser).setFiles({ name: 'page.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => card.locator('.filing-thumb').count(), { timeout: 15_000 }).toBe(before + 1);
  // The album-or-camera sheet has gone once its closing animation ends (until then it is still in
  // the page, and a check of the page would judge it half-closed).
  await page.locator('.adm-action-sheet').waitFor({ state: 'hidden' });
}

/** Next on the upload page with a required group still empty: the alert names it. */
export async function nextBlockedBy(page: Page): Promise<string> {
  await page.getByRole('button', { name: '下一步' }).click();
  return answerDialog(page);
}

let picture: Promise<Buffer> | undefined;
/** A small PNG that decodes (the server checks pictures by content). */
export function testPicture(): Promise<Buffer> {
  picture ??= sharp({ create: { width: 96, height: 64, channels: 3, background: '#5b8fd6' } }).png().toBuffer();
  return picture;
}

/**
 * On /upload: Next names the first empty required group (`<name>不能为空`), which then gets a
 * picture, until Next goes on to the detail page; there 提交, confirmed (确定提交?), leads to /prodoing.
 */
export async function uploadAndSubmit(page: Page, detail: RegExp): Promise<void> {
  // The router changes the URL before the upload page has rendered, and until then the page before
  // (the fill page, whose button is also 下一步) stays on screen: a click then would press that one.
  await page.locator('.filing-upload').waitFor();
  for (;;) {
    // Next either names an empty group in an alert or goes on: wait for whichever comes (a click
    // that fails, or an alert slower than a fixed wait, must not read as "went on").
    await page.getByRole('button', { name: '下一步' }).click();
    const went = page.waitForURL(detail, { timeout: 60_000 }).then(() => 'detail' as const, () => 'timeout' as const);
    const alerted = page.locator('.adm-dialog-body').last().waitFor({ timeout: 60_000 }).then(() => 'alert' as const, () => 'timeout' as const);
    const outcome = await Promise.race([went, alerted]);
    if (outcome === 'detail') break;
    expect(outcome, `下一步 led nowhere on ${page.url()}`).toBe('alert');
    const text = await answerDialog(page);
    const group = text.replace(/不能为空$/, '');
    expect(text).toBe(`${group}不能为空`);
    await uploadPicture(page, group, await testPicture());
  }
  await page.waitForURL(detail);
  await page.getByRole('button', { name: '提交' }).click();
  expect(await answerDialog(page)).toBe('确定提交?');
  await page.waitForURL(/\/prodoing/);
}

/** Adds a property unit on /info/houseinfo (fwxx) with the given fields, back to the fill page. */
export async function addUnit(page: Page, fields: Record<string, string>): Promise<void> {
  await addTo(page, '不动产单元信息');
  await page.waitForURL(/\/info\/houseinfo\?/);
  for (const [field, value] of Object.entries(fields)) await typeField(page, 'fwxx', field, value);
  await saveAndReturn(page);
}
