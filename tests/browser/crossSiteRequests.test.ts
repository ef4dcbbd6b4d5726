import crypto from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { serveOnRandomPort } from '../support/serveOnRandomPort';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/**
 * A page on another port of the hall's own host: the same site, so the browser sends the
 * SameSite=Lax session cookie with its fetches and form posts. It sends feedback with a fetch
 * (no-cors: the answer is unreadable, the change was the point) and then logs out with a form.
 */
function neighbourPage(content: string): string {
  return `<!doctype html><meta charset="utf-8"><title>neighbour</title>
<form id="logout" method="post" action="${baseUrl}/logout"><input type="hidden" name="reqseq" value="n-1"></form>
<script>
fetch(${JSON.stringify(`${baseUrl}/online/wx/apilist/sendSaveFeedback`)}, {
  method: 'POST', mode: 'no-cors', credentials: 'include',
  body: new URLSearchParams({ content: ${JSON.stringify(content)}, reqseq: 'n-${crypto.randomUUID()}' }),
}).catch(() => undefined).finally(() => document.getElementById('logout').submit());
</script>`;
}

describe('requests another origin makes (issue 18)', () => {
  it("refuses a neighbouring page's feedback and logout: the citizen stays signed in, nothing is sent", async () => {
    const content = `别的网站代发的意见 ${crypto.randomBytes(3).toString('hex')}`;
    const neighbour = await serveOnRandomPort(http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(neighbourPage(content))));
    try {
      expect(new URL(neighbour.base).port).not.toBe(new URL(baseUrl).port);
      const page = await phone.open(`csrf-${crypto.randomBytes(4).toString('hex')}`, '/my/feedBackList');
      await page.getByText('暂无反馈，请点击右下角图标新建').waitFor();

      const visit = await page.context().newPage();
      await visit.goto(neighbour.base);
      // The form's post lands on the hall, which answers with the refusal instead of a logged-out page.
      await visit.waitForURL(`${baseUrl}/logout`);
      await visit.getByText('请在本服务大厅的页面内操作，其他网站发起的请求已拒绝').waitFor();

      await page.reload();
      await page.getByText('暂无反馈，请点击右下角图标新建').waitFor();
      expect(new URL(page.url()).pathname).toBe('/my/feedBackList');
      expect(await page.getByText(content).count()).toBe(0);
    } finally {
      await neighbour.close();
    }
  });
});
