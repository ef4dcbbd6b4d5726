import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';

/**
 * Issue 27, part 3: what a citizen would expect, walked at 320 and 390 px in Chinese and English.
 */
const baseUrl = inject('baseUrl');
const phone = setUpPhoneBrowser(baseUrl);

/** Counts the calls to a path the page makes from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) calls += 1;
  });
  return () => calls;
}

describe('feedback', () => {
  it('opens one confirm and saves once when 提交 is tapped twice', async () => {
    const page = await phone.open(`bx-${crypto.randomBytes(4).toString('hex')}`, '/my/feedBack');
    await page.setViewportSize({ width: 390, height: 740 });
    const saves = countCalls(page, '/sendSaveFeedback');
    await page.locator('#feedback-form textarea').fill('周末能否开放预约');
    const submit = page.getByRole('button', { name: '提交' });
    await submit.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.locator('.adm-dialog-body').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.adm-dialog-body').count()).toBe(1);
    expect(await answerDialog(page, '确定')).toBe('确认提交该反馈？');
    await page.waitForURL(/\/my\/feedBackList$/);
    expect(saves()).toBe(1);
  });
});

/** A draft of a first mortgage (1001) made as 我要申请 makes it; answers its id. */
async function newDraft(page: Page): Promise<string> {
  const created = await page.request.post(`${baseUrl}/online/wx/apilist/getApplyCode`, { data: { prodefid: '1001', appointment: '0', xzqdm: '130404', reqseq: `t-${crypto.randomUUID()}` } });
  return ((await created.json()) as { data: { proinstid: string } }).data.proinstid;
}

/** A decodable picture of noise (it does not compress): width × width pixels, about 3 bytes each as PNG. */
async function noisePicture(width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(crypto.randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}

describe('upload', () => {
  it('shows each group’s help, says “at most 9” where the citizen tapped, and shrinks a 12 MB photo instead of refusing it', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.setViewportSize({ width: 320, height: 640 });
    const slsqId = await newDraft(page);
    await page.goto(`${baseUrl}/upload?slsqId=${slsqId}&djlx=100&qllx=4&appointment=0`);
    const cards = page.locator('[data-group]');
    await cards.first().waitFor();
    // The page tells the citizen to follow the help: every group has one, under its name.
    const helps = await cards.evaluateAll((sections) => sections.map((section) => section.querySelector('.filing-group-help')?.textContent?.trim() ?? ''));
    expect(helps.length).toBeGreaterThan(3);
    expect(helps.filter((text) => text.length < 8)).toEqual([]);

    // Ten pictures picked for the last group: nine are kept, and the note shows on screen.
    const last = cards.last();
    await last.scrollIntoViewIfNeeded();
    await last.getByRole('button', { name: /添加图片/ }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('从相册选择', { exact: true }).click();
    const small = await noisePicture(40);
    await (await chooser).setFiles(Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: small })));
    const note = last.getByText('每次最多选择9张图片', { exact: false });
    await note.waitFor();
    await expect.poll(() => last.locator('.filing-thumb').count(), { timeout: 30_000 }).toBe(9);
    const box = (await note.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);

    // A 12 MB photo: made smaller in the browser, then kept.
    const big = await noisePicture(2048);
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    await first.getByRole('button', { name: /添加图片/ }).click();
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByText('从相册选择', { exact: true }).click();
    await (await chooser2).setFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect.poll(() => first.locator('.filing-thumb').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('.adm-dialog-body, .adm-toast-main').count()).toBe(0);
  });
});
