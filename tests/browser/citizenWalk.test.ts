import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerDialog, openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * Issue 22: the account, information and query areas walked as a citizen would, at 320 and 390 px,
 * in Chinese and English, with calls failed on purpose.
 */
const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [320, 390] as const;

/** Fails the next call to `path` (a 500 without a body, or no network), then lets the calls through. */
async function failOnce(page: Page, path: string, how: 'server' | 'network'): Promise<void> {
  let failed = false;
  await page.route(`**${path}*`, async (route) => {
    if (failed) return route.continue();
    failed = true;
    if (how === 'network') return route.abort('internetdisconnected');
    return route.fulfill({ status: 500, body: '' });
  });
}

const MESSAGE = { server: '服务器繁忙，请稍后再试', network: '网络异常，请检查网络后重试' } as const;

/** The failure where the page would be, then 重试 makes the call again. */
async function retryAfter(page: Page, how: 'server' | 'network'): Promise<void> {
  await page.getByRole('heading', { name: MESSAGE[how] }).waitFor();
  await page.getByRole('button', { name: '重试' }).click();
}

describe('failures that end in silence', () => {
  it('shows the failure of validateUserInfo, getYhxx and zsquery where it happened, and loads after 重试', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.locator('.menu-group').first().waitFor();

    // The pre-check of 权属证书查询: the citizen stays on the query, told what failed.
    await failOnce(page, '/validateUserInfo', 'server');
    await page.getByRole('link', { name: '权属证书查询' }).click();
    await retryAfter(page, 'server');
    await expect.poll(() => page.locator('#zs-city option').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/my/certificateQuery');

    // The city list of the certificate query.
    await failOnce(page, '/online/query/wx/zsquery', 'server');
    await page.reload();
    await retryAfter(page, 'server');
    await expect.poll(() => page.locator('#zs-city option').count()).toBeGreaterThan(0);
    expect(await page.locator('#zs-name').inputValue()).toBe('张建国');

    // The profile: no network, then its fields.
    await failOnce(page, '/getYhxx', 'network');
    await page.goto(`${baseUrl}/my/userInfo`);
    await retryAfter(page, 'network');
    await expect.poll(() => page.locator('#f_profile_name').inputValue()).toBe('张建国');
  });

  it('shows the failure of the ownership status, the notices and the feedback list where it happened, and loads after 重试', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.locator('.menu-group').first().waitFor();

    await failOnce(page, '/getBDCDYIDByZSID', 'network');
    await page.goto(`${baseUrl}/viewzdtfht?bdcdyid=130403007001GB00123F00031502&zdbdcdyid=130403007001GB00123W00000000&zsid=ZS1304031900168750`);
    await retryAfter(page, 'network');
    await page.getByRole('button', { name: '权属状态' }).click();
    await page.locator('table.registry-table').waitFor();

    await failOnce(page, '/getServiceGuids', 'server');
    await page.goto(`${baseUrl}/gsgg`);
    await retryAfter(page, 'server');
    await page.getByText('共 33 条').waitFor();
    await failOnce(page, '/getServiceGuids', 'network');
    await page.locator('.info-items .adm-list-item').first().click();
    await retryAfter(page, 'network');
    await page.locator('.article-title').waitFor();

    await failOnce(page, '/getFeedBackListPage', 'network');
    await page.goto(`${baseUrl}/my/feedBackList`);
    await retryAfter(page, 'network');
    await page.locator('.feedback-list .adm-list-item, .feedback-empty').first().waitFor();
  });
});

describe('screens', () => {
  it('closes the pre-check alert when back is pressed, and its 确定 then leads nowhere', async () => {
    const page = await phone.open('demo-unverified', '/');
    await page.getByRole('link', { name: '电子证照查询' }).click();
    const dialog = page.locator('.adm-dialog-body');
    await dialog.getByText('您还未实名认证，请实名认证后再办理业务').waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('.menu-group').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('fits the banner, the tile labels and the pager in 320 and 390 px without cropping or breaking a word', async () => {
    const page = await phone.open('demo-verified', '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${baseUrl}/`);
      const banner = page.locator('.home-banner-slide img').first();
      await banner.waitFor();
      await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(750);
      // The 750 x 300 banner is drawn whole inside its 150 px high box: nothing of it is cropped.
      const drawn = await banner.evaluate((img: HTMLImageElement) => {
        const { width, height } = img.getBoundingClientRect();
        const fit = getComputedStyle(img).objectFit;
        const scales = [width / img.naturalWidth, height / img.naturalHeight];
        const scale = fit === 'cover' ? Math.max(...scales) : fit === 'contain' ? Math.min(...scales) : NaN;
        return { width, height, drawnWidth: img.naturalWidth * scale, drawnHeight: img.naturalHeight * scale };
      });
      expect(drawn.height).toBe(150);
      expect(drawn.drawnWidth, `at ${width} px`).toBeLessThanOrEqual(drawn.width + 0.5);
      expect(drawn.drawnHeight).toBeLessThanOrEqual(drawn.height + 0.5);

      // Every tile label breaks only where a word ends (as the browser's own word segmenter says).
      const badBreaks = await page.locator('.menu-tile-name').evaluateAll((labels) =>
        labels.flatMap((label) => {
          const text = label.textContent ?? '';
          const ends = new Set([...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)].map((part) => part.index));
          const tops: number[] = [];
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              tops.push(Math.round(range.getBoundingClientRect().top));
            }
          }
          const breaks = tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [i] : []));
          const overflow = label.scrollWidth > label.clientWidth + 1;
          return breaks.filter((at) => !ends.has(at)).map((at) => `${text.slice(0, at)}|${text.slice(at)}`).concat(overflow ? [`${text} overflows`] : []);
        }),
      );
      expect(badBreaks, `at ${width} px`).toEqual([]);

      // Page 4 of 7 notices: first, ellipsis, three pages, ellipsis, last and the arrows, on one line.
      await page.goto(`${baseUrl}/gsgg?page=4`);
      await page.locator('.pager-current').waitFor();
      const rows = await page.locator('.pager-buttons > *').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
      expect(rows).toHaveLength(9);
      expect(new Set(rows.map((rect) => Math.round(rect.top + rect.height / 2))).size, `at ${width} px`).toBe(1);
      expect(Math.max(...rows.map((rect) => rect.right))).toBeLessThanOrEqual(width);
    }
  });

  it('says in the floor-plan placeholders what to type, not a value', async () => {
    const page = await phone.open('demo-verified', '/fhtandzdtQuery');
    await page.setViewportSize({ width: 320, height: 740 });
    await expect.poll(() => page.locator('#fht-name').inputValue()).toBe('张建国');
    expect(await page.locator('#fht-year').getAttribute('placeholder')).toBe('填4位登记年份');
    expect(await page.locator('#fht-number').getAttribute('placeholder')).toBe('填权证号中的序号');
  });

  it('refuses an empty or short password in its bordered dialog, says why a changed name needs the face page, and asks for an empty phone', async () => {
    const page = await phone.open('demo-verified', '/my/userInfo');
    await page.setViewportSize({ width: 390, height: 740 });
    await page.locator('[data-form=profile][data-validator=precompiled]').waitFor();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/saveUserInfo')) saves.push(request.url());
    });

    await page.getByRole('button', { name: '保存' }).click();
    const dialog = page.locator('.adm-dialog-body');
    const field = dialog.locator('input[type=password]');
    await field.waitFor();
    const border = await dialog.locator('.adm-input').evaluate((element) => getComputedStyle(element).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
    expect((await dialog.innerText()).split('密码为6位以上数字和字母组合').length - 1).toBe(1);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入密码').waitFor();
    await field.fill('ab1');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('密码至少6位，且须同时包含数字和字母').waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('#f_profile_name').fill('张建华');
    await page.getByRole('button', { name: '保存' }).click();
    expect(await answerDialog(page, '取消')).toBe('修改姓名或身份证号需要重新进行人脸识别，是否继续？');
    expect(new URL(page.url()).pathname).toBe('/my/userInfo');

    await page.locator('#f_profile_name').fill('张建国');
    await page.locator('#f_profile_phone').fill('');
    await page.getByRole('button', { name: '保存' }).click();
    expect(await answerDialog(page)).toBe('必填哦');
    expect(saves).toEqual([]);
  });

  it('names an enterprise profile’s fields for a company and shows its 认证状态, in Chinese and English', async () => {
    const page = await phone.open('demo-enterprise', '/my/userInfo');
    await page.setViewportSize({ width: 320, height: 740 });
    const form = page.locator('[data-form=profile]');
    await form.waitFor();
    const labels = async () => (await page.locator('.user-info').innerText()).replace(/\s+/g, ' ');
    expect(await labels()).toContain('企业名称');
    expect(await labels()).toContain('统一社会信用代码');
    expect(await labels()).not.toMatch(/真实姓名|身份证号/);
    expect(await labels()).toContain('认证状态');
    await page.locator('#f_profile_cardnum').fill('');
    expect(await page.locator('#f_profile_cardnum').getAttribute('placeholder')).toBe('请输入统一社会信用代码');

    await page.evaluate(() => localStorage.setItem('hall.locale', 'en'));
    await page.reload();
    await form.waitFor();
    await expect.poll(labels).toContain('Company name');
    expect(await labels()).toContain('Unified social credit code');
  });

  it('drops the feedback form’s red warning as soon as the citizen types', async () => {
    const page = await phone.open('demo-verified', '/my/feedBack');
    await page.setViewportSize({ width: 390, height: 740 });
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page)).toBe('警告：信息不完整，请补充完整');
    await page.locator('.engine-error', { hasText: '警告：信息不完整' }).waitFor();
    await page.locator('#feedback-form textarea').pressSequentially('希望');
    await page.locator('.engine-error').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  });

  it('counts the certificate query’s code down in the profile’s words', async () => {
    const page = await phone.open('demo-verified', '/CatchCert_new');
    // /CatchCert_new takes /querycert's face check first (decision 0061).
    await page.waitForURL(/\/wechat\/emulator\/face\?/);
    await page.getByRole('button', { name: '核验成功' }).click();
    await expect.poll(() => page.locator('#qc-phone').inputValue()).not.toBe('');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const counting = page.getByRole('button', { name: /^\d+秒后重新获取$/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
  });

  it('writes the ownership table’s own words and the area’s unit in English, leaving the registry’s records as written', async () => {
    const page = await phone.newPage();
    await page.setViewportSize({ width: 320, height: 740 });
    await page.addInitScript(() => localStorage.setItem('hall.locale', 'en'));
    await openAs(page, baseUrl, 'demo-verified', '/viewzdtfht?bdcdyid=130403007001GB00123F00031502&zdbdcdyid=130403007001GB00123W00000000&zsid=ZS1304031900168750');
    await page.getByRole('button', { name: 'Ownership status' }).click();
    const table = page.locator('table.registry-table');
    await table.waitFor();
    const row = async (name: string) => (await table.locator('tr', { has: page.getByRole('rowheader', { name, exact: true }) }).locator('td').textContent())?.trim();
    expect(await row('Mortgage')).toBe('Mortgaged (1)');
    expect(await row('Seizure')).toBe('None');
    expect(await row('Building area')).toMatch(/^\d+\.\d\d m²$/);
    expect(await row('Certificate validity')).toBe('Valid');
    expect(await row('Right holder')).toBe('张建国');
    expect(await table.innerText()).not.toMatch(/无|已抵押|条）/);
  });
});
