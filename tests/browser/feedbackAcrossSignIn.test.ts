import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('what was typed survives the sign-in round trip', () => {
  it('feedback typed into an expired session is stored exactly once after signing in again', async () => {
    const openid = `bfx-${crypto.randomBytes(4).toString('hex')}`;
    const page = await phone.open(openid, '/my/feedBack');
    const content = `过期会话里写的反馈 ${crypto.randomBytes(3).toString('hex')}`;
    await page.locator('#feedback-form textarea').fill(content);

    // The session expires while the citizen types.
    await page.context().clearCookies();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sendSaveFeedback')) sent.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page, '确定')).toBe('确认提交该反馈？');

    // Sign in again as the same person on the messaging app's consent page.
    await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
    const consent = new URL(page.url());
    consent.searchParams.set('openid', openid);
    await page.goto(consent.toString());

    await page.waitForURL(/\/my\/feedBackList$/);
    await page.getByText(content).waitFor();
    await page.reload();
    await page.getByText(content).waitFor();
    expect(await page.getByText(content).count()).toBe(1);
    // Sent twice (refused, then after sign-in) with one and the same reqseq.
    expect(sent).toHaveLength(2);
    const reqseqs = sent.map((body) => (JSON.parse(body) as { reqseq: string }).reqseq);
    expect(reqseqs[1]).toBe(reqseqs[0]);
  });
});
