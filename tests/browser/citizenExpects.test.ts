import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * Issue 27, part 3: what a citizen would expect, walked at 320 and 390 px in Chinese and English.
 */
const baseUrl = workerBaseUrl();
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

/** Line breaks inside a number (a phone number, a time, a range of times): 'before|after' for each. */
async function breaksInsideNumbers(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\d[\d\-—~:.]*\d/g)) {
          let top: number | null = null;
          for (let i = match.index; i < match.index + match[0].length; i += 1) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const at = Math.round(range.getBoundingClientRect().top);
            if (top !== null && at > top + 2) found.push(`${text.slice(match.index, i)}|${text.slice(i, match.index + match[0].length)}`);
            top = at;
          }
        }
      }
      return found;
    }),
  );
}

/** Placeholders wider than the room their field leaves them. */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('input[placeholder]:visible').evaluateAll((inputs) => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[]).flatMap((input) => {
      if (input.value) return [];
      const style = getComputedStyle(input);
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(input.placeholder).width > room + 1 ? [input.placeholder] : [];
    });
  });
}

const VIEWER = '/viewzdtfht?bdcdyid=130403007001GB00123F00031502&zdbdcdyid=130403007001GB00123W00000000&zsid=ZS1304031900168750';

describe('at 320 px', () => {
  it('gives the feedback box the width, keeps 权属状态 and the numbers whole, and shows every placeholder whole in English', async () => {
    const page = await phone.open('demo-verified', '/my/feedBack');
    await page.setViewportSize({ width: 320, height: 640 });
    const box = page.locator('#feedback-form textarea');
    await box.waitFor();
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(240);

    await page.goto(`${baseUrl}${VIEWER}`);
    const toggles = page.locator('.registry-toggle button');
    await toggles.first().waitFor();
    // An inline label broken across lines has a box for each line.
    const lines = await toggles.locator('span').evaluateAll((labels) => labels.map((label) => label.getClientRects().length));
    expect(lines).toEqual([1, 1, 1]);

    await page.goto(`${baseUrl}/my/ContactUs`);
    await page.locator('.contact-lines li').first().waitFor();
    expect(await breaksInsideNumbers(page, '.contact-lines')).toEqual([]);

    await page.evaluate(() => localStorage.setItem('hall.locale', 'en'));
    for (const path of ['/my/certificateQuery', '/my/dzzzQuery', '/fhtandzdtQuery']) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('input[placeholder]').first().waitFor();
      expect(await cutPlaceholders(page), path).toEqual([]);
    }
  });

  it('lets the citizen zoom a PDF, with buttons', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.setViewportSize({ width: 320, height: 640 });
    const api = async (path: string, data: Record<string, string>) =>
      ((await (await page.request.post(`${baseUrl}/online/wx/apilist/${path}`, { data: { reqseq: crypto.randomUUID(), ...data } })).json()) as { data: unknown }).data;
    const { ID } = (await api('certificateSearch', { username: '张建国', zjh: '130402198503151231', qzh: '冀(2019)邯郸市不动产权第0016875号', xzqdm: '130400', xzqmc: '邯郸市' })) as { ID: string };
    await expect.poll(async () => ((await api('zsrecord', {})) as { ID: string; state: number }[]).find((row) => row.ID === ID)?.state, { timeout: 20_000 }).toBe(20);
    const { viewer } = (await api('querySearch', { id: ID })) as { viewer: string };
    await page.goto(`${baseUrl}${viewer}`);
    await page.locator('body[data-rendered="1"]').waitFor();
    const pageWidth = () => page.locator('.page').first().evaluate((element) => element.getBoundingClientRect().width);
    const before = await pageWidth();
    await page.getByRole('button', { name: '放大' }).click();
    await page.getByRole('button', { name: '放大' }).click();
    await expect.poll(pageWidth).toBeGreaterThanOrEqual(before * 1.9);
    // Wider than the screen, it scrolls sideways inside the viewer rather than being cut off.
    expect(await page.locator('main').evaluate((main) => main.scrollWidth > main.clientWidth)).toBe(true);
    await page.getByRole('button', { name: '缩小' }).click();
    await expect.poll(pageWidth).toBeLessThan(before * 1.9);
  });
});

describe('pictures and numbers that lead somewhere', () => {
  it('says a floor plan or the QR code did not load, with 重试, and calls the contact numbers on a tap', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.setViewportSize({ width: 390, height: 740 });
    let failing = true;
    await page.route('**/getImg?*', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
    await page.route('**/contactUsQrcode*', (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${baseUrl}${VIEWER}`);
    const failed = page.getByRole('button', { name: /图片加载失败/ });
    await failed.waitFor();
    expect(await page.locator('img.registry-image').count()).toBe(0);

    failing = false;
    await failed.click();
    await expect.poll(() => page.locator('img.registry-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    failing = true;
    await page.goto(`${baseUrl}/my/ContactUs`);
    await page.locator('.contact-qr').getByRole('button', { name: /图片加载失败/ }).waitFor();
    const calls = await page.locator('.contact-lines a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(calls).toEqual(['tel:03103196700', 'tel:03103196712']);
  });
});

describe('in English', () => {
  it('writes the home tiles and banners, the feedback placeholder, the logout page and 是/否 in English', async () => {
    const page = await phone.newPage();
    await page.setViewportSize({ width: 390, height: 740 });
    await page.addInitScript(() => localStorage.setItem('hall.locale', 'en'));
    await openAs(page, baseUrl, 'demo-verified', '/');
    await page.locator('.menu-group').first().waitFor();
    const tiles = await page.locator('.menu-tile-name').allTextContents();
    expect(tiles.filter((name) => /[\u4e00-\u9fff]/.test(name))).toEqual([]);
    const banners = await page.locator('.home-banner-slide img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt + ' ' + (image as HTMLImageElement).src));
    expect(banners.filter((banner) => /[\u4e00-\u9fff]/.test(banner) || !banner.includes('-en'))).toEqual([]);

    await page.goto(`${baseUrl}/my/feedBack`);
    const box = page.locator('#feedback-form textarea');
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).not.toMatch(/[\u4e00-\u9fff]/);

    const slsqId = await newDraft(page);
    await page.goto(`${baseUrl}/upload?slsqId=${slsqId}&djlx=100&qllx=4&appointment=0`);
    await page.locator('[data-group]').first().waitFor();
    expect(await page.locator('.filing-required').allTextContents()).toContain('Required: Yes');
    expect((await page.locator('.filing-required').allTextContents()).join()).not.toMatch(/[是否]/);

    await page.goto(`${baseUrl}/my/logout`);
    await page.waitForURL(/\/logout/);
    await page.locator('h1').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the unit form', () => {
  it('fills the unit from a certificate the citizen picks, and says what a unit number looks like when one is mistyped', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.setViewportSize({ width: 320, height: 740 });
    const slsqId = await newDraft(page);
    await page.goto(`${baseUrl}/info/infofilldyqsc?id=${slsqId}&appointment=0&djlx=100&qllx=4&code=DYQSC01`);
    await page.getByRole('button', { name: '添加不动产单元信息' }).click();
    await page.waitForURL(/\/info\/houseinfo\?/);
    await page.locator('[data-form="fwxx"]').waitFor();

    await page.locator('#unit-picker-certificate').selectOption('冀(2022)邯郸市不动产权第0031207号');
    const unit = page.locator('#unit-picker-unit');
    await unit.waitFor();
    const second = (await unit.locator('option').allTextContents())[2]!;
    await unit.selectOption(second);
    await expect.poll(() => page.locator('#f_fwxx_bdcdyh').inputValue()).toBe(second);
    expect(await page.locator('#f_fwxx_bdcqzmh').inputValue()).toBe('冀(2022)邯郸市不动产权第0031207号');
    expect(await page.locator('#f_fwxx_zl').inputValue()).not.toBe('');

    await page.locator('#f_fwxx_bdcdyh').fill('130403007001GB0012');
    await page.locator('#f_fwxx_bdcdyh').blur();
    await page.locator('.engine-error', { hasText: '不动产单元号为28位' }).waitFor();
  });
});
