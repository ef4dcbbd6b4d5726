import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { addPerson, addTo, addUnit, chooseBusiness, expectFitsPhones, nextBlockedBy, pickShown, saveAndReturn, tapThrough, testPicture, typeField, uploadAndSubmit, uploadPicture } from '../support/filingBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * The citizen's filing flow in Chromium on a phone, as the citizen taps it: region, business type,
 * business, notice, the generic fill page and sub-form pages, upload, the detail page's submit,
 * and what the server stored.
 */

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

const HOLDER = { name: '中国工商银行邯郸分行', id: '130402199007082649', phone: '13812345678', address: '邯郸市丛台区中华北大街1号' };
// The mortgagor is the certificate's holder (demo-verified's own 0016875): the registry's facts go to its holder's applications only (docs/decisions/0058).
const OWNER = { name: '张建国', id: '130402198503151231', phone: '13912345678', address: '邯郸市复兴区建设大街1号' };

/** The application as the server stored it (the owner's own read, through the page's session). */
async function stored(page: Page, slsqId: string) {
  const answer = await page.request.post(`${baseUrl}/online/wx/apilist/getApply`, { data: { slsqId, reqseq: `t-${Date.now()}-${Math.random()}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { proinst: Record<string, unknown>; sqrs: Record<string, unknown>[]; units: Record<string, unknown>[]; qlxxInfo: Record<string, Record<string, unknown>> } }).data;
}

/** A whole filing is some forty taps and a dozen calls; on a busy two-core machine that takes a while. */
const FLOW_MS = 240_000;

const idOf = (page: Page, name = 'id') => new URL(page.url()).searchParams.get(name) ?? '';

describe('filing in the browser', () => {
  it('files a first mortgage from region selection through every form, upload and submit to /prodoing', async () => {
    const page = await phone.open('demo-verified', '/seladd');
    await page.getByText('邯郸市').first().waitFor();
    await expectFitsPhones(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '一般抵押权首次登记' });

    // Step 1: the notice, on a line of four steps with 'in progress' on the first.
    await page.locator('.adm-step-status-process', { hasText: '业务须知' }).getByText('进行中').waitFor();
    expect(await page.locator('.adm-step').count()).toBe(4);
    await expectFitsPhones(page);
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofilldyqsc\?/);
    const slsqId = idOf(page);
    expect(slsqId).not.toBe('');

    // The fill page: sections named by the business's aliases; Next asks the server, which says what is missing.
    for (const title of ['抵押权人', '抵押人', '不动产单元信息', '抵押权信息']) await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: '下一步' }).click();
    expect(await answerDialog(page)).not.toBe('');
    expect(page.url()).toContain('/info/infofilldyqsc');
    await expectFitsPhones(page);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await addPerson(page, '抵押权人', HOLDER);
    await addPerson(page, '抵押人', OWNER);
    // 查看修改 opens the stored party in its form; the change replaces it.
    await page.locator('[data-section="ywr"]').getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/person\?.*type=1/);
    expect(await page.locator('#f_applicant-individual_sqr_name').inputValue()).toBe(OWNER.name);
    await typeField(page, 'applicant-individual', 'sqr_tel', '13712345678');
    await saveAndReturn(page);

    await addUnit(page, { bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwsyqmj: '98.5' });

    await addTo(page, '抵押权信息');
    await page.waitForURL(/\/info\/dyqinfo\?/);
    await typeField(page, 'dyqxx', 'bdbzzqse', '500000');
    await pickShown(page, 'jgdw');
    await pickShown(page, 'zqlxqx_start');
    await pickShown(page, 'zqlxqx_end');
    await saveAndReturn(page);
    // Rights info: the add button only while none exists.
    await page.locator('[data-section="rights-dyqxx"] .filing-row').waitFor();
    expect(await page.getByRole('button', { name: '添加抵押权信息' }).count()).toBe(0);

    await tapThrough(page, '下一步', /\/upload\?/);
    await page.locator('.adm-step-status-process', { hasText: '上传资料' }).waitFor();
    await expectFitsPhones(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await uploadAndSubmit(page, /\/applyDetailDyqsc\?/);

    const application = await stored(page, slsqId);
    expect(application.proinst.shzt).toBe(0);
    expect(application.proinst.prolsh).toMatch(/^DJ\d{4}/);
    // The list shows it awaiting review with its acceptance number.
    await page.getByText(String(application.proinst.prolsh)).waitFor();
    expect(application.sqrs.find((row) => row.sqr_lx === '1')).toMatchObject({ sqr_name: OWNER.name, sqr_tel: '13712345678' });
    expect(application.sqrs.map((row) => [row.sqr_lx, row.sqr_name])).toEqual(
      expect.arrayContaining([
        ['0', HOLDER.name],
        ['1', OWNER.name],
      ]),
    );
    expect(application.units).toHaveLength(1);
    expect(application.units[0]).toMatchObject({ bdcdyh: '130403007001GB00123F00031502', fwsyqmj: 98.5 });
    expect(application.qlxxInfo.DYQXX).toMatchObject({ dyfs: '1', bdbzzqse: 500000, jgdw: '1' });
  }, FLOW_MS);

  it('files a cancellation: its form sits on the fill page, then upload and submit', async () => {
    const page = await phone.open('demo-verified', '/seladd');
    await chooseBusiness(page, { district: '丛台区', type: '注销登记', business: '预告登记注销' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofillzxdj\?/);
    const slsqId = idOf(page);
    // The sections are named by the business's aliases.
    await addPerson(page, '预告权利人', OWNER);
    await addPerson(page, '预告义务人', HOLDER);

    const card = page.locator('[data-section="rights-zxdj"]');
    await typeField(page, 'zxdj', 'BDCZMH', '冀(2024)邯郸市不动产证明第0001234号');
    await typeField(page, 'zxdj', 'ZXYY', '预告登记的买卖合同已解除');
    await card.getByRole('button', { name: '保存' }).click();
    await expect.poll(async () => (await stored(page, slsqId)).qlxxInfo.ZXDJ?.BDCZMH, { timeout: 15_000 }).toBe('冀(2024)邯郸市不动产证明第0001234号');
    await expectFitsPhones(page);

    await tapThrough(page, '下一步', /\/upload\?/);
    await uploadAndSubmit(page, /\/applyDetailZxdj\?/);
    const application = await stored(page, slsqId);
    expect(application.proinst.shzt).toBe(0);
    expect(application.qlxxInfo.ZXDJ).toMatchObject({ BDCZMH: '冀(2024)邯郸市不动产证明第0001234号', ZXYY: '预告登记的买卖合同已解除' });
  }, FLOW_MS);

  it('files in appointment mode: three steps, from the notice straight to upload', async () => {
    const page = await phone.open('demo-verified', '/seladd?appointment=1');
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '最高额抵押权首次登记' });
    expect(new URL(page.url()).searchParams.get('appointment')).toBe('1');
    await page.locator('.adm-step-status-process', { hasText: '业务须知' }).waitFor();
    expect(await page.locator('.adm-step').count()).toBe(3);
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/upload\?/);
    const slsqId = idOf(page, 'slsqId');
    await page.locator('.adm-step-status-process', { hasText: '上传资料' }).getByText('进行中').waitFor();
    expect(await page.locator('.adm-step').count()).toBe(3);
    await uploadAndSubmit(page, /\/applyDetailDyqsc\?/);
    const application = await stored(page, slsqId);
    expect(application.proinst).toMatchObject({ appointment: '1', shzt: 0 });
  }, FLOW_MS);

  it('keeps what was typed when the page is closed mid-form, and saves once after the network comes back', async () => {
    const page = await phone.open('demo-verified', '/seladd');
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '一般抵押权首次登记' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofilldyqsc\?/);
    const slsqId = idOf(page);
    await addTo(page, '抵押人');
    await page.waitForURL(/\/info\/person\?/);
    const formUrl = page.url();
    const form = 'applicant-individual';
    await typeField(page, form, 'sqr_name', OWNER.name);
    await typeField(page, form, 'sqr_zjh', OWNER.id);
    // Still typing in the last field when the page goes away.
    await page.locator(`#f_${form}_sqr_tel`).pressSequentially(OWNER.phone);
    const context = page.context();
    await page.close({ runBeforeUnload: true });

    const again = await context.newPage();
    await again.goto(formUrl);
    await again.locator(`[data-form="${form}"]`).waitFor();
    expect(await again.locator(`#f_${form}_sqr_name`).inputValue()).toBe(OWNER.name);
    expect(await again.locator(`#f_${form}_sqr_zjh`).inputValue()).toBe(OWNER.id);
    expect(await again.locator(`#f_${form}_sqr_tel`).inputValue()).toBe(OWNER.phone);
    await typeField(again, form, 'sqr_adress', OWNER.address);

    // Offline: the save fails with the spec's message and the citizen stays on the form.
    await context.setOffline(true);
    await again.getByRole('button', { name: '保存' }).click();
    expect(await answerDialog(again)).toBe('保存失败');
    expect(again.url()).toBe(formUrl);
    // Back online: the same save goes again by itself and lands once.
    await context.setOffline(false);
    await again.waitForURL(/\/info\/infofilldyqsc\?/, { timeout: 20_000 });
    await again.locator('[data-section="ywr"]', { hasText: OWNER.name }).waitFor();
    const application = await stored(again, slsqId);
    expect(application.sqrs.filter((row) => row.sqr_name === OWNER.name)).toHaveLength(1);

    // The local copy went with the save: a new party starts empty.
    await addTo(again, '抵押人');
    await again.locator(`[data-form="${form}"]`).waitFor();
    expect(await again.locator(`#f_${form}_sqr_name`).inputValue()).toBe('');
  }, FLOW_MS);

  it('deletes one picture after confirmation, and a cancelled confirmation keeps it', async () => {
    const page = await phone.open('demo-verified', '/');
    const created = await page.request.post(`${baseUrl}/online/wx/apilist/getApplyCode`, { data: { prodefid: '1001', appointment: '0', xzqdm: '130404', reqseq: `t-${Date.now()}` } });
    const slsqId = ((await created.json()) as { data: { proinstid: string } }).data.proinstid;
    await page.goto(`${baseUrl}/upload?slsqId=${slsqId}&djlx=100&qllx=4&appointment=0`);
    const group = page.locator('[data-group="抵押合同"]');
    await group.waitFor();
    await uploadPicture(page, '抵押合同', await testPicture());
    await expectFitsPhones(page);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await group.getByRole('button', { name: '删除第1张图片' }).click();
    expect(await answerDialog(page, '取消')).toBe('确定删除该图片吗？');
    expect(await group.locator('.filing-thumb').count()).toBe(1);
    await group.getByRole('button', { name: '删除第1张图片' }).click();
    expect(await answerDialog(page, '确定')).toBe('确定删除该图片吗？');
    await expect.poll(() => group.locator('.filing-thumb').count()).toBe(0);
    expect(await nextBlockedBy(page)).toBe('申请人身份证明不能为空');
  }, FLOW_MS);
});
