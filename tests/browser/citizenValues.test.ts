import { describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { stageAction } from '../support/staffReview';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { addTo, chooseBusiness, expectFitsPhones, typeField } from '../support/filingBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

/** Issue 27: the values a citizen's errands carry read true, at 320 and 390 px. */
const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [320, 390] as const;
const FLOW_MS = 120_000;

/** A new citizen's complete first mortgage, its stored mortgage form opened from the fill page at this width. */
async function storedMortgageForm(width: number) {
  const { openid, client } = await verifiedCitizen(baseUrl);
  const id = await firstMortgage(client);
  const page = await phone.open(openid, `/info/infofilldyqsc?id=${id}`);
  await page.setViewportSize({ width, height: 740 });
  await page.locator('[data-section="rights-dyqxx"]').getByRole('button', { name: '查看修改' }).click();
  await page.waitForURL(/\/info\/dyqinfo\?/);
  return page;
}

describe('values a citizen reads (issue 27)', () => {
  it.each(WIDTHS)('opens the maximum-amount mortgage form on 最高抵押, the business default, at %i px', async (width) => {
    const page = await phone.open('demo-verified', '/seladd');
    await page.setViewportSize({ width, height: 740 });
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '最高额抵押权首次登记' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofill/);
    await addTo(page, '抵押权信息');
    await page.waitForURL(/\/info\/dyqinfo\?/);
    await page.locator('[data-field="dyfs"]').waitFor();
    expect(await page.locator('[data-field="dyfs"] .adm-radio-checked').allTextContents()).toEqual(['最高抵押']);
    await expectFitsPhones(page);
  }, FLOW_MS);

  it.each(WIDTHS)('reads a revoke’s outcome from handleResult.stat: stat 0 under errcode 00 is 撤回该申请失败！, at %i px', async (width) => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const page = await phone.open(openid, '/prodoing?tab=1');
    await page.setViewportSize({ width, height: 740 });
    await page.route('**/revokeApply*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errcode: '00', errmsg: '', data: { handleResult: { stat: 0, msg: '' } } }) }));
    await page.locator('.applications-item', { hasText: '提交时间' }).locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('撤回').click();
    const question = page.locator('.adm-dialog-body', { hasText: '确定撤回该申请' });
    await question.getByRole('button', { name: '确定', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(await answerDialog(page)).toBe('撤回该申请失败！');
    await expectFitsPhones(page);
  }, FLOW_MS);

  it.each(WIDTHS)('says 保存失败 when a save fails on the server (5xx), not the server’s own text, at %i px', async (width) => {
    const page = await storedMortgageForm(width);
    await page.locator('#f_dyqxx_bdbzzqse').waitFor();
    await page.route('**/addQlxxInfo*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ state: 0, msg: 'relation "application_rights" does not exist' }) }));
    await typeField(page, 'dyqxx', 'bdbzzqse', '600000');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await answerDialog(page)).toBe('保存失败');
    await expectFitsPhones(page);
  }, FLOW_MS);

  it.each(WIDTHS)('reads a return for correction as 补正 with what to do, not as a rejection, at %i px', async (width) => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'return', { comments: [{ group: '身份证明', text: '身份证明不清晰，请重新上传' }] });
    const page = await phone.open(openid, '/prodoing?tab=3');
    await page.setViewportSize({ width, height: 740 });
    const opinion = page.locator('.applications-item .rejection');
    await opinion.waitFor();
    expect(await opinion.locator('.rejection-label').textContent()).toBe('补正意见：');
    expect(await opinion.textContent()).toContain('请按补正意见修改申请后重新提交');
    expect(await page.locator('.applications-item').textContent()).not.toContain('驳回意见');
    await expectFitsPhones(page);
  }, FLOW_MS);

  it.each(WIDTHS)('keeps 万元 and ㎡ in the fill page’s summaries and the unit form’s labels, at %i px', async (width) => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    // The mortgage in 万元 (jgdw 3): its summary must not read "一般抵押 · 50".
    const saved = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
      proinstid: id,
      savetype: '3',
      reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 50, jgdw: '3', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } },
    });
    expect(saved.body.state).toBe(1);
    const page = await phone.open(openid, `/info/infofilldyqsc?id=${id}`);
    await page.setViewportSize({ width, height: 740 });
    const rights = page.locator('[data-section="rights-dyqxx"] .filing-row-text');
    await rights.waitFor();
    expect(await rights.textContent()).toBe('一般抵押 · 50万元');
    await page.locator('[data-section="units"]').getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/houseinfo\?/);
    await expect.poll(() => page.locator('[data-field="fwsyqmj"]').textContent()).toContain('房屋面积(㎡)');
    await expectFitsPhones(page);
  }, FLOW_MS);

  it.each(WIDTHS)('opens the mortgage rights form at the specification’s route name /dyqInfo, keeping the query, at %i px', async (width) => {
    const page = await storedMortgageForm(width);
    const query = new URL(page.url()).search;
    await page.goto(`${baseUrl}/dyqInfo${query}`);
    await page.waitForURL((url) => url.pathname === '/info/dyqinfo' && url.search === query);
    await page.locator('#f_dyqxx_bdbzzqse').waitFor();
    expect(await page.getByRole('heading', { name: '页面不存在' }).count()).toBe(0);
    await expectFitsPhones(page);
  }, FLOW_MS);
});
