import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode } from '../support/accountHelpers';
import { call, verifiedCitizen } from '../support/applicationFixtures';
import { answerDialog, openAs } from '../support/browserSignIn';
import { fillRequiredGroups } from '../support/filingMaterials';
import { saveAndReturn, tapThrough, typeField } from '../support/filingBrowser';
import { bankParty, DEMO_BANK, demoBankConfirms } from '../support/partnerFixtures';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { startOwnTestServer, type OwnTestServer } from '../support/ownTestServer';
import { certificateHeldBy, storedCertificate, unitOf } from '../support/registerCertificate';
import { decideInQueue as decide, queueRowOf, stageShows } from '../support/staffBrowser';
import { demoStaff } from '../support/staffReview';

/**
 * Issue 20's loop as people click it: the citizen on a phone, the registry staff at 1280 px. A
 * server of this file's own (registering writes on a certificate this test makes, never on a demo
 * one other tests read); on PostgreSQL when run with TEST_DATABASE=postgres.
 */
let server: (OwnTestServer & { stop(): Promise<void> }) | undefined;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startOwnTestServer({ WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const FLOW_MS = 300_000;
type CaseFile = { application: { stage: string; shzt: number }; comments: unknown[] };
type Resubmissions = { rounds: Array<{ n: number }>; changes: Array<{ section: string; record: string; label: string; before: string | null; after: string | null }> };

/** A stage member opens the application from their work queue and presses one of its outcomes (its opinion's dialog confirmed); the header then shows the next stage. */
const decideInQueue = (username: string, prolsh: string, id: string, check: (page: Page) => Promise<void>, action: string, next: string) =>
  decide(browser, server!.url, { username, prolsh, id, business: '一般抵押权首次登记' }, { action, next, check });

describe('the back office loop, end to end (issue 20)', () => {
  it('accepted, returned with a comment on the amount, corrected on the phone, approved twice after the diff, registered: the certificate query shows the new mortgage', async () => {
    if (!server) return;
    const { url, deps } = server;
    const staffView = async (id: string) => (await (await demoStaff(url, 'acceptance')).get<{ data: CaseFile }>(`/staff/api/review/applications/${id}`)).body.data;

    // The citizen holds a flat of their own and files a first mortgage on it for the demo bank (the API, as the filing pages would).
    const citizen = await verifiedCitizen(url);
    const cert = await certificateHeldBy(deps.db, [citizen]);
    const { proinstid } = await call(citizen.client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
    const id = String(proinstid);
    await call(citizen.client, 'addPerson', { proinstid: id, type: '0', proposerinfo: bankParty(DEMO_BANK) });
    await call(citizen.client, 'addPerson', {
      proinstid: id,
      type: '1',
      proposerinfo: { sqr_type: '2', sqr_name: citizen.name, sqr_zjlx: '1', sqr_zjh: citizen.cardnum, sqr_tel: citizen.phone, sqr_adress: '邯郸市邯山区测试路1号', sqr_gyfs: '1' },
    });
    await call(citizen.client, 'addReleasteInfo', { proinstid: id, fwxxs: [unitOf(cert)] });
    const rights = await citizen.client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
      proinstid: id,
      savetype: '3',
      reqData: { sqrxm: citizen.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 80, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } },
    });
    expect(rights.body.state, JSON.stringify(rights.body)).toBe(1);
    await fillRequiredGroups(citizen.client, id);
    // The mortgagee bank confirms in the partner system before the registry takes it (decision 0055).
    await demoBankConfirms(url, citizen.client, id);
    const prolsh = String((await call(citizen.client, 'submitApplyProject', { proinstid: id, appointment: '0' })).prolsh);

    // 受理: the acceptance clerk reads the registry checks (all passed for a flat the mortgagor holds) and accepts.
    await decideInQueue(
      'demo-acceptance',
      prolsh,
      id,
      async (page) => {
        const checks = page.getByTestId('checks');
        await checks.getByText('义务人为证书持有人').waitFor();
        // Each check's verdict tag (its kind, 阻断性检查 or 提示性检查, is a tag apart).
        const verdicts = await checks.locator('.ant-tag', { hasText: /^(未)?通过$/ }).allTextContents();
        expect(verdicts.length).toBeGreaterThan(0);
        expect(new Set(verdicts)).toEqual(new Set(['通过']));
      },
      '受理',
      '初审',
    );
    expect((await staffView(id)).application.stage).toBe('firstReview');

    // 初审: the reviewer attaches a comment to the mortgage amount and returns the application for correction.
    const comment = '被担保主债权数额与抵押合同不符，应为85万元';
    const reviewer = await queueRowOf(browser, url, 'demo-reviewer', prolsh);
    await reviewer.row.getByRole('link', { name: prolsh }).click();
    await reviewer.page.waitForURL(`**/staff/applications/${id}`);
    const amount = reviewer.page.locator('[data-field="dyqxx.bdbzzqse"]');
    await amount.getByText('80').waitFor();
    // One submission so far: no diff yet.
    await expect(reviewer.page.getByTestId('diff').count()).resolves.toBe(0);
    await amount.getByRole('button', { name: '批注：抵押权信息 被担保主债权数额' }).click();
    const dialog = reviewer.page.getByRole('dialog');
    await dialog.getByLabel('补正意见').fill(comment);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await reviewer.page.getByTestId('pending-comments').getByText(comment).waitFor();
    await reviewer.page.getByRole('button', { name: '退回补正' }).click();
    await reviewer.page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await stageShows(reviewer.page, '补正');
    await reviewer.context.close();
    expect(await staffView(id)).toMatchObject({ application: { stage: 'correction', shzt: 11 }, comments: [{ form: 'dyqxx', field: 'bdbzzqse', text: comment }] });

    // The citizen, on the phone: /prodoing's 驳回 tab, 查看修改, the comment under the mortgage section and beside the amount.
    const phone = await phoneContext(browser, url);
    const page = await phone.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, url, citizen.openid, '/prodoing');
    await page.getByRole('tab', { name: '驳回', exact: true }).click();
    await page.locator('.applications-item', { hasText: prolsh }).locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看修改').click();
    await page.waitForURL(/\/info\/infofilldyqsc\?/);
    const rightsSection = page.locator('[data-section="rights-dyqxx"]');
    await rightsSection.locator('.filing-correction').waitFor();
    expect(await rightsSection.locator('.filing-correction').allTextContents()).toEqual([`被担保主债权数额需补正：${comment}`]);
    expect(await page.locator('[data-section="qlr"] .filing-correction').count()).toBe(0);
    await rightsSection.getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/dyqinfo\?/);
    expect(await page.locator('[data-field="bdbzzqse"] .engine-notice').textContent()).toBe(`需补正：${comment}`);
    await typeField(page, 'dyqxx', 'bdbzzqse', '85');
    await saveAndReturn(page);
    await tapThrough(page, '下一步', /\/upload\?/);
    await tapThrough(page, '下一步', /\/applyDetailDyqsc\?/);
    // The correction changed what the bank confirmed: its confirmation is void until it confirms again.
    const confirmations = page.locator('[data-section="confirmations"]');
    await confirmations.locator('.confirmations-party[data-state="void"]').getByText('已失效').waitFor();
    await demoBankConfirms(url, citizen.client, id);
    await page.reload();
    await confirmations.locator('.confirmations-party[data-state="confirmed"]').waitFor();
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page)).toBe('确定提交?');
    await page.waitForURL(/\/prodoing/);
    const resubmitted = await call(citizen.client, 'getApply', { slsqId: id });
    expect(resubmitted).toMatchObject({ proinst: { shzt: 0 }, corrections: [] });
    expect(await staffView(id)).toMatchObject({ application: { stage: 'acceptance' } });

    // A resubmission enters acceptance again; then the reviewer sees the amount's before and after and approves.
    await decideInQueue('demo-acceptance', prolsh, id, async () => {}, '受理', '初审');
    await decideInQueue(
      'demo-reviewer',
      prolsh,
      id,
      async (staffPage) => {
        const diff = staffPage.getByTestId('diff');
        await diff.getByText('第2次提交', { exact: false }).waitFor();
        const line = diff.getByRole('row', { name: /被担保主债权数额/ });
        await expect(line.locator('del').textContent()).resolves.toBe('80万元');
        await expect(line.locator('mark').textContent()).resolves.toBe('85万元');
        // The return it answers, as the page labels its field.
        await staffPage.getByText(`抵押权信息 · 被担保主债权数额：${comment}`).waitFor();
      },
      '审核通过',
      '复审',
    );
    const diff = await (await demoStaff(url, 'reviewer')).get<{ data: Resubmissions }>(`/staff/api/review/applications/${id}/resubmissions`);
    expect(diff.body.data.rounds.map((round) => round.n)).toEqual([1, 2]);
    expect(diff.body.data.changes).toContainEqual(expect.objectContaining({ label: '被担保主债权数额', before: '80万元', after: '85万元' }));

    // 复审 by a second reviewer, then 登簿 by the registrar.
    await decideInQueue('demo-reviewer2', prolsh, id, async () => {}, '审核通过', '登簿');
    expect(await staffView(id)).toMatchObject({ application: { stage: 'registration', shzt: 10 } });
    expect((await storedCertificate(deps.db, cert.id)).mortgages).toEqual([]);
    await decideInQueue('demo-registrar', prolsh, id, async () => {}, '登簿', '缮证/发证');
    expect(await staffView(id)).toMatchObject({ application: { stage: 'certificate', shzt: 20 } });
    const written = await storedCertificate(deps.db, cert.id);
    expect(written).toMatchObject({ fwzt: '抵押', registeredApplications: [id] });
    expect(written.mortgages).toEqual([expect.objectContaining({ mortgagee: DEMO_BANK.name, mortgagor: citizen.name, amount: 85, unit: '3', registration: prolsh })]);

    // The citizen's certificate query (查档) on the phone: face check, the texted code, the search, its result and detail.
    await page.goto(`${url}/querycert`);
    await page.waitForURL(/\/wechat\/emulator\/face\?/);
    await page.getByRole('button', { name: '核验成功' }).click();
    await page.waitForURL((next) => next.pathname === '/querycert' && !next.search.includes('verify_result'));
    await expect.poll(() => page.locator('#qc-phone').inputValue()).toBe(citizen.phone);
    const codeBefore = await latestSmsCode(citizen.client, citizen.phone);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => latestSmsCode(citizen.client, citizen.phone)).not.toBe(codeBefore);
    await page.locator('#qc-code').fill(await latestSmsCode(citizen.client, citizen.phone));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(await answerDialog(page)).toBe('查档结果已提交，请耐心等待！');
    await page.waitForURL(/\/querycertrecord/);
    await page.locator('.registry-record[data-state="20"] button').first().click();
    await page.waitForURL(/\/catchcert\?certId=/);
    const card = page.locator('.registry-card', { hasText: cert.bdcqzh });
    await card.getByText('状态：抵押').waitFor();
    await card.getByRole('button', { name: '详情' }).click();
    const mortgages = page.locator('.registry-result dt', { hasText: '抵押信息' }).locator('xpath=following-sibling::dd[1]');
    await mortgages.getByText(DEMO_BANK.name, { exact: false }).waitFor();
    expect(await mortgages.textContent()).toBe(`${DEMO_BANK.name} 85万元 2026-12-01至2046-11-30`);
    await phone.close();
  }, FLOW_MS);
});
