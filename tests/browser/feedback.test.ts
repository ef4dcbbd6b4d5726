import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { signInStaff } from '../support/staffClient';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** The content editor's reply on a staff session (the inbox's calls; its page: tests/browser/staffFeedback.test.ts). */
async function clerkReply(content: string, reply: string) {
  const editor = await signInStaff(baseUrl, 'demo-content', 'demo-content-2026');
  const pending = await editor.get<{ data: { rows: { id: string; content: string }[] } }>(`/staff/api/feedback?status=unanswered&words=${encodeURIComponent(content)}`);
  const item = pending.body.data.rows.find((row) => row.content === content);
  if (!item) throw new Error('feedback not found by the content editor');
  expect((await editor.post(`/staff/api/feedback/${item.id}/reply`, { content: reply })).status).toBe(200);
}

describe('feedback and the clerk reply', () => {
  it('sends feedback, then shows the clerk reply in its detail', async () => {
    const page = await phone.open(`bf-${crypto.randomBytes(4).toString('hex')}`, '/my/feedBackList');
    await page.getByText('暂无反馈，请点击右下角图标新建').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: '新建反馈' }).click();
    await page.waitForURL(/\/my\/feedBack$/);
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page)).toBe('警告：信息不完整，请补充完整');

    const content = `希望在周六上午开放抵押登记窗口 ${crypto.randomBytes(3).toString('hex')}`;
    await page.locator('#feedback-form textarea').fill(content);
    await page.locator('#feedback-form textarea').blur(); // checked when left: the 'incomplete' error goes
    await page.locator('.engine-error').waitFor({ state: 'detached' });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page, '确定')).toBe('确认提交该反馈？');
    await page.waitForURL(/\/my\/feedBackList$/);
    await page.getByText(content).waitFor();
    expect(await page.getByRole('img', { name: '待回复' }).count()).toBe(1);

    const reply = '您好，周六上午抵押登记窗口已于本月起开放，欢迎预约办理。';
    await clerkReply(content, reply);
    await page.reload();
    await page.getByRole('img', { name: '已回复' }).waitFor();
    await page.getByText(content).click();
    await page.waitForURL(/\/my\/feedBackDetail\?id=[0-9a-f]{32}$/);
    await page.getByText(reply).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto(`${baseUrl}/my/feedBackDetail?id=999999999`);
    await page.getByText('未查询到数据').waitFor();
  });

  it('shows common questions and contact us with its QR code', async () => {
    const page = await phone.open('demo-verified', '/my/commonQuesList');
    await page.getByText('为什么办理业务前需要实名认证？').click();
    await page.getByText(/请在“个人中心—手机绑定”中填写姓名和身份证号/).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto(`${baseUrl}/my/ContactUs`);
    await page.getByText('邯郸市不动产登记中心').waitFor();
    // The text can show before the picture has loaded (a loaded machine): wait for the picture, then measure it.
    const size = () => page.locator('.contact-qr img').evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight]);
    await expect.poll(size).toEqual([120, 120]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
