import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { UNIT, call, firstMortgage, holder, obligor, verifiedCitizen as verifiedCitizenAt } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { decide } from '../support/staffReview';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { saveAndReturn, typeField } from '../support/filingBrowser';
import { requestsBeforeHeading } from '../support/requestsBeforeHeading';
import { newSignedInUser, type TestClient } from '../support/testClient';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const clerk = (id: string, outcome: 'approve' | 'reject', opinions: Parameters<typeof decide>[3] = {}) => decide(baseUrl, id, outcome, opinions);
const verifiedCitizen = () => verifiedCitizenAt(baseUrl);

// ---------------------------------------------------------------------------------------------
// Applications in each state, made the way a citizen and the back office make them: the filing API and the staff calls.

const LONG_OPINION = '申请材料不全，请补充抵押合同原件扫描件及全部共有人的身份证明材料后重新提交';

/** A pre-registration with pre-mortgage (2003, 700/423): parties, a unit, the advance-notice right (joint) and a maximum-amount mortgage. */
async function advanceNoticeWithMortgage(client: TestClient): Promise<string> {
  const { proinstid } = await call(client, 'getApplyCode', { prodefid: '2003', appointment: '0', xzqdm: '130402' });
  const id = String(proinstid);
  await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: holder });
  await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: obligor });
  await call(client, 'addReleasteInfo', { proinstid: id, fwxxs: [{ bdcdyh: UNIT, zl: '复兴区锦绣花园3号楼1单元101', fwsyqmj: 98.5 }] });
  for (const [savetype, reqData] of [
    ['2', { YGQLXX: { czfs: '01', sfhbzs: '0', qdjg: 1200000, jgdw: '1' } }],
    ['3', { YDYQLXX: { dyfs: '2', zgzqse: 800000, zqlxqx_start: '2026-12-01', zqlxqx_end: '2046-11-30', czfs: '02', sfhbzs: '0', jgdw: '1' } }],
  ] as const) {
    const saved = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', { proinstid: id, savetype, reqData });
    expect(saved.body.state, JSON.stringify(saved.body)).toBe(1);
  }
  return id;
}

/** A cancellation (4001, 400/23) with its certificate number, reason and note. */
async function cancellation(client: TestClient): Promise<string> {
  const { proinstid } = await call(client, 'getApplyCode', { prodefid: '4001', appointment: '0', xzqdm: '130402' });
  const id = String(proinstid);
  const saved = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
    proinstid: id,
    savetype: '4',
    reqData: { ZXDJ: { BDCZMH: '冀(2019)邯郸市不动产证明第0001234号', ZXYY: '主债权消灭', ZXFJ: '已结清贷款' } },
  });
  expect(saved.body.state, JSON.stringify(saved.body)).toBe(1);
  return id;
}

/** One citizen with an application in each tab: a draft, one awaiting review, one approved, one rejected. */
async function citizenWithEveryState() {
  const { openid, client } = await verifiedCitizen();
  const draft = await firstMortgage(client);
  const pending = await firstMortgage(client);
  const approved = await firstMortgage(client);
  const rejected = await firstMortgage(client);
  for (const id of [pending, approved, rejected]) await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
  await clerk(approved, 'approve');
  await clerk(rejected, 'reject', { sh_xmsl_yj: LONG_OPINION, sh_qjdc_yj: '' });
  return { openid, client, draft, pending, approved, rejected };
}

/** The acceptance number a submitted application's card shows (it tells the cards of two tabs apart). */
async function acceptanceNumber(client: TestClient, id: string): Promise<string> {
  const { proinst } = await call(client, 'getApply', { slsqId: id });
  return String((proinst as { prolsh: string }).prolsh);
}

// ---------------------------------------------------------------------------------------------
// What the citizen sees

/** No part of the page is wider than the screen, at 320 px and at 412 px. */
async function expectFitsPhones(page: Page): Promise<void> {
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 740 });
    // Measured again until the page has settled: the tab underline slides to its new place after a
    // resize, and on a loaded machine it is still on its way after 50 ms.
    const overflow = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0);
        return { scroll: document.documentElement.scrollWidth - width, wide: wide.slice(0, 3).map((element) => element.className || element.tagName) };
      });
    await expect.poll(overflow, { message: `at ${width} px on ${new URL(page.url()).pathname}`, timeout: 5_000 }).toEqual({ scroll: 0, wide: [] });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const card = (page: Page, text: string) => page.locator('.applications-item', { hasText: text });

/** Opens a card's action popup and answers the texts of its buttons (取消 last). */
async function actionsOf(page: Page, cardLocator: ReturnType<typeof card>): Promise<string[]> {
  await cardLocator.locator('.applications-item-button').click();
  const sheet = page.locator('.adm-action-sheet');
  await sheet.waitFor();
  return (await sheet.locator('.adm-action-sheet-button-item-name').allTextContents()).map((text) => text.trim());
}

/** Confirms the dialog asking this question and waits until that dialog is gone (an alert may follow at once). */
async function confirmDialog(page: Page, question: string): Promise<void> {
  const dialog = page.locator('.adm-dialog-body', { hasText: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The title and text of the alert on screen, closed with 确定. */
async function resultDialog(page: Page): Promise<string[]> {
  const title = (await page.locator('.adm-dialog-body').last().locator('.adm-dialog-title').textContent()) ?? '';
  return [title.trim(), await answerDialog(page)];
}

async function closeActions(page: Page): Promise<void> {
  await page.locator('.adm-action-sheet-cancel').getByText('取消').click();
  await page.locator('.adm-action-sheet').waitFor({ state: 'hidden' });
}

describe('/prodoing: the application list', () => {
  it('shows each state in its tab with the actions the tab offers, fitting 320 and 412 px', async () => {
    const { openid, client, draft: draftId, pending, approved: approvedId, rejected: rejectedId } = await citizenWithEveryState();
    const pendingNumber = await acceptanceNumber(client, pending);
    const approvedNumber = await acceptanceNumber(client, approvedId);
    const rejectedNumber = await acceptanceNumber(client, rejectedId);
    const page = await phone.open(openid, '/prodoing');

    await tab(page, '未提交').waitFor();
    const draft = card(page, '暂未生成');
    await draft.waitFor();
    expect(await page.locator('.applications-item').count()).toBe(1);
    expect(await page.getByText('没有更多数据了').count()).toBe(0); // paging shows only beyond 5 applications
    await expect.poll(() => draft.textContent()).toContain('创建时间');
    expect(await actionsOf(page, draft)).toEqual(['查看修改', '删除', '取消']);
    await closeActions(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await expectFitsPhones(page);

    await tab(page, '待审核').click();
    await page.waitForURL(/tab=1/);
    // Each card is found by its own acceptance number: the tab before may still be on screen for a moment after the URL changes.
    const awaiting = card(page, pendingNumber);
    await awaiting.waitFor();
    expect(pendingNumber).toMatch(/^DJ\d{4}W\d{5,}$/);
    expect(await awaiting.textContent()).toMatch(/申请编号DJ\d{4}W\d{5,}/);
    expect(await awaiting.textContent()).toContain('提交时间');
    expect(await actionsOf(page, awaiting)).toEqual(['预约', '查看详情', '撤回', '取消']);
    await closeActions(page);

    await tab(page, '审核通过').click();
    const approved = card(page, approvedNumber);
    await approved.waitFor();
    expect(await actionsOf(page, approved)).toEqual(['预约', '查看详情', '取消']);
    await closeActions(page);

    await tab(page, '驳回').click();
    const rejected = card(page, rejectedNumber);
    await rejected.waitFor();
    // The opinion does not fit (360 − 30) / 12 characters: one line and 展开.
    await rejected.getByRole('button', { name: '展开' }).click();
    await rejected.getByRole('button', { name: '收起' }).waitFor();
    expect(await rejected.textContent()).toContain(LONG_OPINION);
    expect(await actionsOf(page, rejected)).toEqual(['查看修改', '删除', '取消']);
    await closeActions(page);
    await expectFitsPhones(page);

    // 查看修改 opens the business's fill page with the application's query.
    await tab(page, '未提交').click();
    await actionsOf(page, card(page, '暂未生成'));
    await page.locator('.adm-action-sheet').getByText('查看修改').click();
    await page.waitForURL(new RegExp(`/info/infofilldyqsc\\?id=${draftId}&appointment=0&djlx=100&qllx=4&code=DYQSC01$`));
    await page.goBack();

    // 查看详情 opens the business's detail page.
    await tab(page, '待审核').click();
    await actionsOf(page, card(page, pendingNumber));
    await page.locator('.adm-action-sheet').getByText('查看详情').click();
    await page.waitForURL(new RegExp(`/applyDetailDyqsc\\?id=${pending}&djlx=100&qllx=4&isSubmit=false`));
    await page.getByText('一般抵押权首次登记').first().waitFor();
    expect(await page.getByRole('button', { name: '提交' }).count()).toBe(0);
  });

  it('deletes a draft and revokes one awaiting review; a refused change says so in 操作结果', async () => {
    const { openid, client, pending } = await citizenWithEveryState();
    const page = await phone.open(openid, '/prodoing?tab=0');

    await actionsOf(page, card(page, '暂未生成'));
    await page.locator('.adm-action-sheet').getByText('删除').click();
    await confirmDialog(page, '确定删除该申请？');
    await page.getByText('暂无任何相关结果！').waitFor();
    expect((await call(client, 'getApplyList', { tab: 0 })).total).toBe(0);

    await tab(page, '待审核').click();
    await actionsOf(page, card(page, '提交时间'));
    await page.locator('.adm-action-sheet').getByText('撤回').click();
    await confirmDialog(page, '确定撤回该申请？撤回后可修改再提交。');
    await page.getByText('暂无任何相关结果！').waitFor();
    expect(((await call(client, 'getApply', { slsqId: pending })).proinst as { shzt: number }).shzt).toBe(-1);

    // The clerk approves while the list still shows the application awaiting review: revoking is refused.
    const other = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: other, appointment: '0' });
    await page.reload();
    await actionsOf(page, card(page, '提交时间'));
    await clerk(other, 'approve');
    await page.locator('.adm-action-sheet').getByText('撤回').click();
    await confirmDialog(page, '确定撤回该申请？撤回后可修改再提交。');
    expect(await resultDialog(page)).toEqual(['操作结果', '撤回该申请失败！']);

    // The revoked one is a draft again; deleted elsewhere meanwhile, deleting it here is refused.
    await tab(page, '未提交').click();
    await actionsOf(page, card(page, '创建时间'));
    await call(client, 'deleteApply', { proinstid: pending });
    await page.locator('.adm-action-sheet').getByText('删除').click();
    await confirmDialog(page, '确定删除该申请？');
    expect(await resultDialog(page)).toEqual(['操作结果', '删除该申请失败！']);
  });
  it('pages beyond 5 applications: 15 a page, the next as the citizen scrolls, and the end said', async () => {
    const { openid, client } = await verifiedCitizen();
    for (let n = 0; n < 16; n += 1) {
      // Each with a party in it: an untouched draft is handed out again, not made anew.
      const { proinstid } = await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
      await call(client, 'addPerson', { proinstid, type: '0', proposerinfo: holder });
    }
    const page = await phone.open(openid, '/prodoing?tab=0');
    await page.locator('.applications-item').nth(14).waitFor();
    expect(await page.locator('.applications-item').count()).toBe(15);
    await page.locator('.applications-item').nth(14).scrollIntoViewIfNeeded();
    await page.getByText('没有更多数据了').waitFor({ timeout: 15_000 });
    expect(await page.locator('.applications-item').count()).toBe(16);
  });
});

describe('the detail pages and their previews', () => {
  it('opened from a link, shows its head after nine scripts and two stylesheets (decision 0034)', async () => {
    const { openid, client } = await verifiedCitizen();
    const id = await firstMortgage(client);
    const path = `/applyDetailDyqsc?id=${id}&djlx=100&qllx=4&isSubmit=true&appointment=0`;
    const page = await phone.open(openid, path);
    await page.getByRole('heading', { name: /一般抵押权首次登记/ }).waitFor();

    // A second visit from the link, signed in: every request until the head shows.
    const asked = (await requestsBeforeHeading(page, `${baseUrl}${path}`, /一般抵押权首次登记/)).map((request) => ({ type: request.resourceType(), url: request.url() }));
    const scripts = asked.filter((request) => request.type === 'script');
    // The entry (index, runtime, helpers, React, the app) and the page's own four (page, engine, records, configuration reader).
    expect(scripts.length, scripts.map((request) => request.url).join('\n')).toBeLessThanOrEqual(9);
    // Stylesheets: the entry's one and the records' (the application pages' own rules with it).
    expect(asked.filter((request) => request.type === 'stylesheet').length).toBeLessThanOrEqual(2);
  });

  it('shows a first mortgage section by section, previews each record and submits to /prodoing tab 1', async () => {
    const { openid, client } = await verifiedCitizen();
    const id = await firstMortgage(client);
    const page = await phone.open(openid, `/applyDetailDyqsc?id=${id}&djlx=100&qllx=4&isSubmit=true&appointment=0`);

    await page.getByRole('heading', { name: /一般抵押权首次登记/ }).waitFor();
    await page.locator('section[data-section=units] tbody td').first().waitFor();
    expect(await page.getByText('暂未生成').count()).toBe(1);
    // The first mortgage names its parties 抵押权人 and 抵押人 (the business's aliases).
    const holders = page.getByRole('region', { name: '抵押权人', exact: true });
    expect(await holders.locator('th').allTextContents()).toEqual(['序号', '姓名', '联系电话', '操作']);
    expect(await holders.locator('tbody td').allTextContents()).toEqual(['1', '张建国', '13812345678', '查看']);
    expect(await page.getByRole('region', { name: '抵押人', exact: true }).locator('tbody td').nth(1).textContent()).toBe('李秀英');
    expect(await page.locator('section[data-section=units] tbody td').nth(1).textContent()).toBe(UNIT);
    expect(await page.locator('section[data-section=rights]').textContent()).toContain('一般抵押');
    const thumb = page.locator('section[data-section=uploads] img').first();
    await thumb.waitFor();
    expect(await thumb.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([78, 78]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await expectFitsPhones(page);

    // A thumbnail opens the picture full size.
    await thumb.click();
    const full = page.getByRole('dialog', { name: '材料图片' }).locator('img');
    await full.waitFor();
    expect(await full.getAttribute('src')).toMatch(/\/mp\/api\/material\/file\//);
    await page.getByRole('button', { name: '关闭图片' }).click();
    await full.waitFor({ state: 'hidden' });

    // 查看 on the right holder: the applicant's preview, and back to the detail page.
    await holders.getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/personD\?type=0&id=/);
    await page.getByRole('heading', { name: '项目信息预览' }).waitFor();
    expect(await page.locator('[data-field=sqr_name]').textContent()).toBe('张建国');
    expect(await page.locator('[data-field=sqr_zjh]').textContent()).toBe('130402198503151231');
    await expectFitsPhones(page);
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(new RegExp(`/applyDetailDyqsc\\?id=${id}`));

    // The unit and the mortgage previews.
    await page.locator('section[data-section=units]').getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/dyxxD\?id=/);
    expect(await page.locator('[data-field=bdcdyh]').textContent()).toBe(UNIT);
    await page.getByRole('button', { name: '返回' }).click();
    await page.locator('section[data-section=rights]').getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/dyqD\?id=/);
    expect(await page.locator('[data-field=dyfs]').textContent()).toBe('一般抵押');
    expect(await page.locator('[data-field=bdbzzqse]').textContent()).toBe('500000元');
    await expectFitsPhones(page);
    await page.getByRole('button', { name: '返回' }).click();

    // Submit: 确定提交?, then the list on 待审核 with the acceptance number.
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await confirmDialog(page, '确定提交?');
    await page.waitForURL(/\/prodoing\?tab=1$/);
    const submitted = page.locator('.applications-item').first();
    await submitted.waitFor();
    expect(await submitted.textContent()).toMatch(/DJ\d{4}W\d{5,}/);
    const stored = await call(client, 'getApply', { slsqId: id });
    expect((stored.proinst as { shzt: number }).shzt).toBe(0);
  });

  it('shows the advance-notice right (共同持证) and a maximum-amount mortgage (最高抵押) with their previews', async () => {
    const { openid, client } = await newSignedInUser(baseUrl, 'apps');
    const id = await advanceNoticeWithMortgage(client);
    const page = await phone.open(openid, `/applyDetailYg_Ydy?id=${id}&djlx=700&qllx=423&isSubmit=true&appointment=0`);
    const notice = page.getByRole('region', { name: '预告权利信息' });
    await notice.getByText('共同持证').waitFor();
    const mortgage = page.getByRole('region', { name: '抵押权信息' });
    expect(await mortgage.textContent()).toContain('最高抵押');
    expect(await page.getByRole('region', { name: '预告权利人' }).locator('tbody td').nth(1).textContent()).toBe('张建国');
    await expectFitsPhones(page);

    await notice.getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/ygqlxxD\?id=/);
    expect(await page.locator('[data-field=czfs]').textContent()).toBe('共同持证');
    expect(await page.locator('[data-field=qdjg]').textContent()).toBe('1200000元');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL(new RegExp(`/applyDetailYg_Ydy\\?id=${id}`));
    await mortgage.getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/dyqD\?id=/);
    expect(await page.locator('[data-field=dyfs]').textContent()).toBe('最高抵押');
    expect(await page.locator('[data-field=zgzqse]').textContent()).toBe('800000元');
    expect(await page.locator('[data-field=bdbzzqse]').count()).toBe(0);
  });

  it('shows what a save in the filing pages changed without asking again: one cache entry for both (issue 28)', async () => {
    const { openid, client } = await verifiedCitizen();
    const id = await firstMortgage(client);
    const page = await phone.open(openid, `/applyDetailDyqsc?id=${id}&djlx=100&qllx=4&isSubmit=true&appointment=0`);
    const rights = page.locator('section[data-section=rights]');
    await rights.getByText('一般抵押').waitFor();
    // In the app, not a new page load: the detail's answer stays in the cache while filing edits the mortgage.
    const go = (path: string) => page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await go(`/info/infofilldyqsc?id=${id}`);
    await page.locator('[data-section="rights-dyqxx"]').getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/dyqinfo\?/);
    await page.locator('[data-field="dyfs"]').getByText('最高抵押').click();
    await typeField(page, 'dyqxx', 'zgzqse', '800000');
    await saveAndReturn(page);
    // The detail may not ask the server again: what it shows is what filing's save refreshed.
    await page.route('**/online/wx/apilist/getApply', () => undefined);
    await go(`/applyDetailDyqsc?id=${id}&djlx=100&qllx=4&isSubmit=true&appointment=0`);
    await rights.getByText('最高抵押').waitFor();
    expect(await rights.textContent()).not.toContain('一般抵押');
  });

  it('shows a cancellation with only its certificate number, reason and note; a refused submit alerts the server\'s message', async () => {
    const { openid, client } = await newSignedInUser(baseUrl, 'apps');
    const id = await cancellation(client);
    const page = await phone.open(openid, `/applyDetailZxdj?id=${id}&djlx=400&qllx=23&isSubmit=true&appointment=0`);
    await page.locator('[data-field=BDCZMH]').waitFor();
    expect(await page.locator('section[data-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')))).toEqual(['rights', 'uploads']);
    expect(await page.locator('.engine-readonly [data-field]').evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('data-field'), cell.textContent]))).toEqual([
      ['BDCZMH', '冀(2019)邯郸市不动产证明第0001234号'],
      ['ZXYY', '主债权消灭'],
      ['ZXFJ', '已结清贷款'],
    ]);
    await expectFitsPhones(page);

    // Incomplete (no parties, no uploads): the server's check refuses, shown in 提示 with its message; nothing changes.
    const check = await client.post<{ errcode: string; errmsg: string }>('/online/wx/apilist/check', { proinstid: id });
    expect(check.body.errcode).toBe('01');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await confirmDialog(page, '确定提交?');
    expect(await resultDialog(page)).toEqual(['提示', check.body.errmsg]);
    expect(page.url()).toContain('/applyDetailZxdj');
    expect(((await call(client, 'getApply', { slsqId: id })).proinst as { shzt: number }).shzt).toBe(-1);
  });
});

