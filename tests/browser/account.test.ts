import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomIdNumber, randomPhone } from '../support/accountHelpers';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** The profile's fields, drawn by the form engine from schemas/forms/profile.json (ids f_profile_<field>). */
const field = (page: Page, name: 'name' | 'cardnum' | 'phone') => page.locator(`#f_profile_${name}`);

/** Waits until the profile form is drawn with its precompiled checks. */
async function profileForm(page: Page): Promise<void> {
  await page.locator('[data-form=profile][data-validator=precompiled]').waitFor();
}

describe('profile, phone code, face check and the pre-check', () => {
  it('completes a new profile with an SMS code and the face check, then shows the verified badge', async () => {
    const openid = `bt-${crypto.randomBytes(4).toString('hex')}`;
    const name = '陈思远';
    const idcard = randomIdNumber();
    const phoneNumber = randomPhone();
    const page = await phone.open(openid, '/my/userInfo');
    await profileForm(page);
    await field(page, 'name').fill(name);
    await field(page, 'cardnum').fill(idcard);
    await field(page, 'phone').pressSequentially(phoneNumber);
    // The changed phone asks for its code while it is still being typed (the field commits as it is typed).
    const codeButton = page.getByRole('button', { name: '获取验证码' });
    await codeButton.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    await codeButton.click();
    const counting = page.getByRole('button', { name: /\d+秒后重新获取/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden' });
    await page.waitForTimeout(400);
    expect(await seriousAxeFindings(page)).toEqual([]);

    const inbox = await page.context().newPage();
    await inbox.goto(`${baseUrl}/wechat/emulator/sms?phone=${phoneNumber}`);
    const sms = (await inbox.locator('.sms-text').first().textContent()) ?? '';
    const code = /验证码为(\d{6})/.exec(sms)![1]!;
    await inbox.close();
    await page.locator('#ui-code').fill(code);

    // The face check: the emulated messaging app's page, where the tester picks success.
    await page.getByRole('button', { name: '实名认证' }).click();
    await page.waitForURL(/\/wechat\/emulator\/face\?/);
    expect(await page.textContent('body')).toContain(name);
    await page.getByRole('button', { name: '核验成功' }).click();
    await page.waitForURL(/\/my\/userInfo/);
    expect(await answerDialog(page)).toBe('认证成功!');
    expect(page.url()).not.toContain('verify_result');
    expect(await page.locator('#ui-code').inputValue()).toBe(code);
    // The form came back with what was typed before the face check.
    expect(await field(page, 'name').inputValue()).toBe(name);
    expect(await field(page, 'cardnum').inputValue()).toBe(idcard);
    expect(await field(page, 'phone').inputValue()).toBe(phoneNumber);

    await page.getByRole('button', { name: '保存' }).click();
    await page.locator('.adm-dialog-body input[type=password]').fill('abc123');
    await page.locator('.adm-dialog-body').getByRole('button', { name: '确定' }).click();
    await page.locator('.adm-dialog-body input[type=password]').waitFor({ state: 'detached' });
    expect(await answerDialog(page)).toBe('您已注册成功，可返回服务大厅办理业务');

    await page.goto(`${baseUrl}/my`);
    await page.getByText('已实名', { exact: true }).waitFor();
    expect(await page.textContent('.mine-subtitle')).toBe(`${phoneNumber.slice(0, 3)}****${phoneNumber.slice(-4)}`);
    expect(await page.getByText('我的业务').count()).toBe(1);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("refuses a bad ID number with the page's message and saves nothing", async () => {
    const page = await phone.open('demo-verified', '/my/userInfo');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/saveUserInfo')) saves.push(request.url());
    });
    await profileForm(page);
    // The owner's own profile is shown unmasked.
    expect(await field(page, 'cardnum').inputValue()).toBe('130402198503151231');
    expect(await field(page, 'phone').inputValue()).toBe('13812345678');

    // Leaving the field checks it (its message under it); 保存 checks the whole form and alerts the first failure.
    await field(page, 'cardnum').fill('130402198503151232');
    await field(page, 'cardnum').blur();
    await page.locator('[data-field=cardnum] .engine-error').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    expect(await answerDialog(page)).toBe('身份证号格式不对哦~');
    expect(await page.locator('[data-field=cardnum] .engine-error').textContent()).toBe('身份证号格式不对哦~');
    await field(page, 'name').fill('');
    await field(page, 'name').blur();
    await page.locator('[data-field=name] .engine-error').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    expect(await answerDialog(page)).toBe('请先填写姓名和身份证号');

    // No face check was started, no password asked, nothing sent: the profile is as it was.
    expect(new URL(page.url()).pathname).toBe('/my/userInfo');
    expect(await page.locator('.adm-dialog-body').count()).toBe(0);
    expect(saves).toEqual([]);
    await page.reload();
    await profileForm(page);
    expect(await field(page, 'name').inputValue()).toBe('张建国');
    expect(await field(page, 'cardnum').inputValue()).toBe('130402198503151231');
  });

  it('reports a cancelled face check (err_code 90100)', async () => {
    const page = await phone.open(`bt-${crypto.randomBytes(4).toString('hex')}`, '/my/userInfo');
    await profileForm(page);
    await field(page, 'name').fill('陈思远');
    await field(page, 'cardnum').fill(randomIdNumber());
    await page.getByRole('button', { name: '实名认证' }).click();
    await page.waitForURL(/\/wechat\/emulator\/face\?/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '取消', exact: true }).click();
    await page.waitForURL(/\/my\/userInfo/);
    expect(await answerDialog(page)).toBe('用户取消操作');
  });

  it('sends an incomplete or unverified user from a protected service to /userInfo?type=1', async () => {
    const fresh = await phone.open(`bt-${crypto.randomBytes(4).toString('hex')}`, '/prodoing');
    expect(await answerDialog(fresh)).toBe('请完善用户信息');
    await fresh.waitForURL(/\/my\/userInfo\?type=1$/);

    const unverified = await phone.open('demo-unverified', '/my/dzzzQuery');
    expect(await answerDialog(unverified)).toBe('您还未实名认证，请实名认证后再办理业务');
    await unverified.waitForURL(/\/my\/userInfo\?type=1$/);
    await profileForm(unverified);
    expect(await unverified.getByText('未实名').count()).toBe(1);

    const verified = await phone.open('demo-verified', '/prodoing');
    await verified.waitForFunction(() => !document.querySelector('.page-fallback'));
    expect(await verified.locator('.adm-dialog-body').count()).toBe(0);
    expect(new URL(verified.url()).pathname).toBe('/prodoing');
  });

  it('asks for a face check before the certificate query when home_cdzm is 1', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.goto(`${baseUrl}/querycert`);
    await page.waitForURL(/\/wechat\/emulator\/face\?/);
    expect(await page.textContent('body')).toContain('张建国');
    await page.getByRole('button', { name: '核验成功' }).click();
    await page.waitForURL((url) => url.pathname === '/querycert' && !url.search.includes('verify_result'));
    await page.waitForFunction(() => !document.querySelector('.page-fallback'));
    expect(await page.locator('.adm-dialog-body').count()).toBe(0);
  });
});
