import { describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('the expected completion date on the progress query at 320 px (issue 31)', () => {
  it('shows the day the server answers, with what it rests on, within the screen', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const { proinst } = (await call(client, 'getApply', { slsqId: id })) as { proinst: { prolsh: string } };
    const answered = (await client.post<{ data: { expectedBy: string; expectedBasis: 'p90' | 'statutory' } }>('/online/wx/apilist/process', { lsh: proinst.prolsh })).body.data;
    expect(answered.expectedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const page = await phone.open(openid, '/findaccept');
    await page.setViewportSize({ width: 320, height: 740 });
    await page.locator('#progress-lsh').fill(proinst.prolsh);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const result = page.locator('.registry-result');
    await result.getByText('预计办结日期', { exact: true }).waitFor();
    const basis = { p90: '近一年同类业务90%的申请在此日期前办结', statutory: '按法定办结时限计算' }[answered.expectedBasis];
    expect(await page.getByTestId('expected-by').textContent()).toBe(`${answered.expectedBy}${basis}`);
    // Nothing wider than the 320 px screen.
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0).map((element) => element.className || element.tagName);
    });
    expect(overflow).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
