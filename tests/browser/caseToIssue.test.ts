import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../engine/masking/maskIdNumber';
import { randomIdNumber } from '../support/accountHelpers';
import { call, verifiedCitizen } from '../support/applicationFixtures';
import { answerDialog, openAs } from '../support/browserSignIn';
import { party, partyConfirms } from '../support/confirmationFixtures';
import { tapThrough, testPicture, uploadPicture } from '../support/filingBrowser';
import { fileOnOwnFlat } from '../support/ownFlatApplications';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { phoneContext } from '../support/phoneBrowser';
import { certificateHeldBy, storedCertificate } from '../support/registerCertificate';
import { pdfText } from '../support/registryHelpers';
import { caseFileOf, decideInQueue, pressOutcome, staffButton, staffSignedIn, stageShows } from '../support/staffBrowser';
import { demoStaff, stageAction } from '../support/staffReview';

/**
 * Issue 29's cases as people click them: a sale taken from 受理 to 发证 at 1280 px, the buyer's new
 * certificate and its licence on the phone; a 登簿 the register refuses, sent back, corrected and
 * registered. A server of this file's own (registering writes on certificates this file makes);
 * on PostgreSQL when run with TEST_DATABASE=postgres.
 */
const own = ownServerAndBrowser();

const FLOW_MS = 300_000;
type Envelope<T> = { errcode: string; data: T };
type Trail = Array<{ activity: string; opinion: string | null; actor: string | null; role: string | null }>;
type CaseFile = { application: { stage: string; shzt: number }; trail: Trail };
type CaseDocuments = { documents: Array<{ kind: string; number: string; licenceNumber: string | null; handover: Record<string, unknown> | null }> };

/** The bytes of a download the page started. */
async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Clicks a link that downloads a file: its name and bytes. */
async function download(page: Page, link: ReturnType<Page['getByRole']>) {
  const [started] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: started.suggestedFilename(), bytes: await bytesOf(started) };
}

const registerRow = (id: string) => own.server!.deps.db.selectFrom('registry_certificates').select(['id', 'bdcqzh', 'sfyx', 'details']).where('id', '=', id).executeTakeFirstOrThrow();
const detailsOf = (row: { details: unknown }) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;

describe('a case to its end at 1280 px, its documents on the phone (issue 29)', () => {
  it('a sale from 受理 through every stage to 发证 as the clerks click it; the buyer downloads the new certificate and its licence verifies', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { url, deps } = server;
    const staffView = async (id: string) => (await (await demoStaff(url, 'certificate')).get<Envelope<CaseFile>>(`/staff/api/review/applications/${id}`)).body.data;

    // The buyer files the sale of the seller's flat (the API, as the filing pages would).
    const buyer = await verifiedCitizen(url);
    const seller = await party(url, 'seller', '孙卖房');
    const cert = await certificateHeldBy(deps.db, [seller]);
    // The seller confirms by the texted link before the buyer may submit (docs/decisions/0055).
    const sale = await fileOnOwnFlat(buyer.client, '3001', { holder: buyer, obligor: seller, filer: buyer }, cert, (id) => partyConfirms(buyer.client, id, seller));
    const business = '二手房买卖转移登记';
    const member = (username: string) => ({ username, prolsh: sale.prolsh, id: sale.id, business });

    // 受理: every check passed for a flat the seller holds; the clerk's own opinion.
    await decideInQueue(browser, url, member('demo-acceptance'), {
      action: '受理',
      next: '初审',
      opinion: '材料齐全，符合受理条件，予以受理。',
      check: async (page) => {
        const checks = page.getByTestId('checks');
        await checks.getByText('义务人为证书持有人').waitFor();
        const verdicts = await checks.locator('.ant-tag', { hasText: /^(未)?通过$/ }).allTextContents();
        expect(verdicts.length).toBeGreaterThan(0);
        expect(new Set(verdicts)).toEqual(new Set(['通过']));
      },
    });
    // 初审 and 复审 by two reviewers, each with the opinion's default or their own words.
    await decideInQueue(browser, url, member('demo-reviewer'), { action: '审核通过', next: '复审', opinion: '买卖双方身份及权属清晰，同意。' });
    await decideInQueue(browser, url, member('demo-reviewer2'), { action: '审核通过', next: '登簿' });
    // 登簿: the dialog shows what it will write (the buyer as the holder) and asks to confirm.
    await decideInQueue(browser, url, member('demo-registrar'), {
      action: '登簿',
      next: '缮证/发证',
      inDialog: async (dialog) => {
        await dialog.getByText('确认登簿？以下内容将写入登记簿').waitFor();
        await dialog.getByTestId('register-preview').getByText(buyer.name, { exact: false }).first().waitFor();
      },
    });
    expect((await storedCertificate(deps.db, cert.id)).holders).toEqual([{ name: buyer.name, cardnum: buyer.cardnum }]);

    // 缮证 and 发证 by the certificate clerk: the new certificate's number, then the handover at the counter.
    const clerk = await caseFileOf(browser, url, 'demo-certificate', sale.id, business);
    const documents = clerk.page.getByTestId('case-documents');
    await documents.getByRole('button', { name: staffButton('缮证') }).click();
    const printed = clerk.page.getByTestId('document-certificate');
    await printed.waitFor();
    const number = (await printed.textContent())!.trim();
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    expect(number).toMatch(new RegExp(`^冀\\(${year}\\)邯郸市不动产权第\\d{7}号$`));
    expect(number).not.toBe(cert.bdcqzh);
    await clerk.page.getByText(`已缮证：${number}`).waitFor();
    await clerk.page.getByRole('button', { name: staffButton('发证') }).click();
    const handover = clerk.page.getByRole('dialog');
    await handover.getByLabel('领取人（收件人）姓名').fill(buyer.name);
    await handover.getByLabel('领取人身份证号码').fill(buyer.cardnum);
    // Not sent before the card is checked.
    await handover.getByRole('button', { name: staffButton('发证') }).click();
    await handover.getByText('请核验领取人的身份证件后再发证').waitFor();
    await handover.getByLabel('已核验领取人身份证件').check();
    await handover.getByRole('button', { name: staffButton('发证') }).click();
    await stageShows(clerk.page, '办结');
    await clerk.page.getByText('已发证', { exact: true }).waitFor();
    await documents.getByText(`窗口领取：${buyer.name}（${maskIdNumber(buyer.cardnum)}，已核验身份证件）`).waitFor();
    await clerk.context.close();

    // What is stored: the case file's documents and trail (who, in which role, with which opinion); the old certificate cancelled, the new one the buyer's.
    const file = await staffView(sale.id);
    expect(file.application).toMatchObject({ stage: 'done', shzt: 30 });
    expect(file.trail.map((step) => [step.activity, step.actor, step.role, step.opinion])).toEqual([
      ['网上申请', null, null, null],
      ['受理通过', 'demo-acceptance', 'acceptance_clerk', '受理意见：材料齐全，符合受理条件，予以受理。'],
      ['初审通过', 'demo-reviewer', 'reviewer', '初审意见：买卖双方身份及权属清晰，同意。'],
      ['审核通过', 'demo-reviewer2', 'reviewer', '复审意见：经复审，符合登记条件，同意登记。'],
      ['登簿', 'demo-registrar', 'registrar', '核定意见：经核定，符合登记条件，准予登簿。'],
      ['缮证', 'demo-certificate', 'certificate_clerk', number],
      ['发证', 'demo-certificate', 'certificate_clerk', '发证意见：证书已缮制，准予发证。'],
    ]);
    const caseDocuments = (await (await demoStaff(url, 'certificate')).get<Envelope<CaseDocuments>>(`/staff/api/review/applications/${sale.id}/documents`)).body.data.documents;
    expect(caseDocuments).toEqual([
      expect.objectContaining({ kind: 'acceptanceNotice', number: sale.prolsh }),
      expect.objectContaining({ kind: 'certificate', number, licenceNumber: expect.stringMatching(/FZ$/), handover: expect.objectContaining({ method: 'counter', recipient: buyer.name }) }),
    ]);
    const old = await registerRow(cert.id);
    expect(old.sfyx).toBe('0');
    expect(detailsOf(old).replacedBy).toBe(number);
    const successor = await deps.db.selectFrom('registry_certificates').select(['id', 'sfyx']).where('bdcqzh', '=', number).executeTakeFirstOrThrow();
    expect(successor.sfyx).toBe('1');
    expect((await storedCertificate(deps.db, successor.id)).holders).toEqual([{ name: buyer.name, cardnum: buyer.cardnum }]);

    // The buyer, on the phone: 审核通过 tab, 查看详情, the documents with the new number; the certificate and its licence download.
    const phone = await phoneContext(browser, url);
    const page = await phone.newPage();
    await openAs(page, url, buyer.openid, '/prodoing');
    await page.getByRole('tab', { name: '审核通过', exact: true }).click();
    await page.locator('.applications-item', { hasText: sale.prolsh }).locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看详情').click();
    await page.waitForURL(/\/applyDetailClfmm\?/);
    const listed = page.getByTestId('application-documents');
    const certificateLine = listed.locator('li', { hasText: '不动产权证书' });
    await certificateLine.getByText(number, { exact: true }).waitFor();
    await certificateLine.getByText('已办结，请领取').waitFor();
    await listed.locator('li', { hasText: '受理通知书' }).getByText(sale.prolsh, { exact: true }).waitFor();
    const certificatePdf = await download(page, certificateLine.getByRole('link', { name: /不动产权证书/ }));
    const certificateText = (await pdfText(certificatePdf.bytes)).replace(/\s+/g, '');
    for (const value of [number, buyer.name, maskIdNumber(buyer.cardnum), cert.unit, sale.prolsh]) expect(certificateText).toContain(value.replace(/\s+/g, ''));
    const licence = await download(page, certificateLine.getByRole('link', { name: '电子证照' }));
    expect(licence.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // 电子证照验证: the buyer uploads the licence; the record's report says it passed.
    await page.goto(`${url}/my/dzzzverification`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择PDF文件' }).click();
    await (await chooser).setFiles({ name: '不动产权证书-电子证照.pdf', mimeType: 'application/pdf', buffer: licence.bytes });
    await page.getByRole('button', { name: '上传验证' }).click();
    await page.locator('.adm-dialog-body', { hasText: '确定提交该文件？' }).getByRole('button', { name: '确定', exact: true }).click();
    const done = page.locator('.adm-dialog-body', { hasText: '文件上传成功，请查看历史记录获取验证信息' });
    await done.getByRole('button', { name: '确定', exact: true }).click();
    await page.waitForURL(/\/my\/dzzzverificationrecord$/);
    const record = page.locator('.registry-record:not([data-state="0"]):not([data-state="10"])').first();
    await record.waitFor({ timeout: 30_000 });
    await record.getByRole('button').click();
    // The report opens in the PDF viewer; the file it shows is the verification's report.
    await page.waitForURL(/\/viewer\.html\?file=/);
    const link = new URL(page.url()).searchParams.get('file')!;
    const reportPdf = await page.request.get(`${url}${link}`);
    expect((await pdfText(Buffer.from(await reportPdf.body()))).replace(/\s+/g, '')).toContain('验证通过');
    await phone.close();
  }, FLOW_MS);

  it('a 登簿 the register refuses (a seizure recorded since acceptance) goes back to review, is returned for correction, corrected on the phone and registered', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { url, deps } = server;
    const owner = await verifiedCitizen(url);
    const lender = { name: '钱放贷', cardnum: randomIdNumber() };
    const cert = await certificateHeldBy(deps.db, [owner]);
    const mortgage = await fileOnOwnFlat(owner.client, '1001', { holder: lender, obligor: owner, filer: owner }, cert);
    const business = '一般抵押权首次登记';
    await stageAction(url, 'acceptance', mortgage.id, 'acceptance', 'accept');
    await stageAction(url, 'reviewer', mortgage.id, 'firstReview', 'approve');
    await stageAction(url, 'reviewer2', mortgage.id, 'secondReview', 'approve');

    // A court seizes the flat after acceptance (the register's own record).
    const seizure = { organ: '邯郸市中级人民法院', type: 1, documentNumber: '(2026)冀04执保0123号', file: '查封裁定书', periodStart: '2026-11-01', periodEnd: '2029-10-31', registeredAt: '2026-11-01' };
    const setSeizures = (seizures: unknown[]) =>
      deps.db.updateTable('registry_certificates').set({ details: JSON.stringify({ mortgages: [], seizures, objections: [], restrictions: [] }), fwzt: seizures.length ? '查封' : '正常' }).where('id', '=', cert.id).execute();
    await setSeizures([seizure]);

    // The registrar presses 登簿: the register refuses, naming the seizure; the case is back at 初审 with the refusal in its trail.
    const registrar = await caseFileOf(browser, url, 'demo-registrar', mortgage.id, business);
    await pressOutcome(registrar.page, '登簿');
    await registrar.page.getByText(/^不能登簿：受理后登记簿已有变化，“无查封”不再满足：查封：邯郸市中级人民法院 \(2026\)冀04执保0123号/).first().waitFor();
    await stageShows(registrar.page, '初审');
    await registrar.page.getByText('登簿未通过，退回审核', { exact: true }).waitFor();
    expect(await registrar.page.getByRole('button', { name: staffButton('登簿') }).count()).toBe(0);
    await registrar.context.close();
    expect((await storedCertificate(deps.db, cert.id)).mortgages).toEqual([]);

    // The court lifts the seizure; the reviewer asks the citizen for its 解封 ruling and returns the case for correction.
    await setSeizures([]);
    const request = '请补充上传法院解除查封裁定书';
    const reviewer = await caseFileOf(browser, url, 'demo-reviewer', mortgage.id, business);
    await reviewer.page.getByRole('button', { name: '批注：申请人身份证明' }).click();
    const note = reviewer.page.getByRole('dialog');
    await note.getByLabel('补正意见').fill(request);
    await note.getByRole('button', { name: /确\s*定/ }).click();
    await reviewer.page.getByTestId('pending-comments').getByText(request).waitFor();
    await reviewer.page.getByRole('button', { name: '退回补正' }).click();
    await reviewer.page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await stageShows(reviewer.page, '补正');
    await reviewer.context.close();

    // The citizen, on the phone: 驳回 tab, 查看修改, the request on the material group; a picture added; submitted again.
    const phone = await phoneContext(browser, url);
    const page = await phone.newPage();
    await openAs(page, url, owner.openid, '/prodoing');
    await page.getByRole('tab', { name: '驳回', exact: true }).click();
    await page.locator('.applications-item', { hasText: mortgage.prolsh }).locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看修改').click();
    await page.waitForURL(/\/info\/infofilldyqsc\?/);
    await tapThrough(page, '下一步', /\/upload\?/);
    const group = page.locator('[data-group="申请人身份证明"]');
    await group.locator('.filing-correction').waitFor();
    expect(await group.locator('.filing-correction').allTextContents()).toEqual([`需补正：${request}`]);
    await uploadPicture(page, '申请人身份证明', await testPicture());
    await tapThrough(page, '下一步', /\/applyDetailDyqsc\?/);
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page)).toBe('确定提交?');
    await page.waitForURL(/\/prodoing/);
    await phone.close();
    expect(await call(owner.client, 'getApply', { slsqId: mortgage.id })).toMatchObject({ proinst: { shzt: 0 }, corrections: [] });

    // Through the stages again; this time the register takes it.
    await stageAction(url, 'acceptance', mortgage.id, 'acceptance', 'accept');
    await stageAction(url, 'reviewer', mortgage.id, 'firstReview', 'approve');
    await stageAction(url, 'reviewer2', mortgage.id, 'secondReview', 'approve');
    await decideInQueue(browser, url, { username: 'demo-registrar', prolsh: mortgage.prolsh, id: mortgage.id, business }, { action: '登簿', next: '缮证/发证' });
    expect((await storedCertificate(deps.db, cert.id)).mortgages).toEqual([expect.objectContaining({ mortgagee: lender.name, mortgagor: owner.name, amount: 85, registration: mortgage.prolsh })]);
    const trail = (await (await demoStaff(url, 'registrar')).get<Envelope<CaseFile>>(`/staff/api/review/applications/${mortgage.id}`)).body.data.trail.map((step) => step.activity);
    expect(trail.filter((activity) => activity === '登簿未通过，退回审核')).toHaveLength(1);
    expect(trail.at(-1)).toBe('登簿');
  }, FLOW_MS);

  it('a supervisor finds the pending release requests in a page of their own menu, releases one claim and transfers another case; a reviewer has no such entry', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { url, deps } = server;
    const business = '一般抵押权首次登记';
    const atFirstReview = async () => {
      const owner = await verifiedCitizen(url);
      const cert = await certificateHeldBy(deps.db, [owner]);
      const filed = await fileOnOwnFlat(owner.client, '1001', { holder: { name: '钱放贷', cardnum: randomIdNumber() }, obligor: owner, filer: owner }, cert);
      await stageAction(url, 'acceptance', filed.id, 'acceptance', 'accept');
      const claimed = await (await demoStaff(url, 'reviewer')).post(`/staff/api/review/applications/${filed.id}/claim/claim`, {});
      expect(claimed.status).toBe(200);
      return filed;
    };
    const [released, transferred] = [await atFirstReview(), await atFirstReview()];

    // demo-reviewer2 asks the holder to release the first from its case file; the second by the API.
    const asker = await caseFileOf(browser, url, 'demo-reviewer2', released.id, business);
    await asker.page.getByText('本案由“demo-reviewer”认领，只有认领人可以办理').waitFor();
    await asker.page.getByTestId('claim-bar').getByRole('button', { name: '请求释放' }).click();
    await asker.page.getByText('已请求认领人释放').waitFor();
    // A stage member is no supervisor: no such page in the menu, and the server refuses its list.
    expect(await asker.page.getByRole('menuitem').allTextContents()).toEqual(['工作队列', '综合查询', '统计分析']);
    await asker.context.close();
    expect((await (await demoStaff(url, 'reviewer2')).post(`/staff/api/review/applications/${transferred.id}/claim/requestRelease`, {})).status).toBe(200);
    expect((await (await demoStaff(url, 'reviewer2')).get('/staff/api/review/releaseRequests')).status).toBe(403);

    // The system admin (a supervisor by review.json's staff.supervisors) signs in with the second factor and opens 认领释放请求.
    const admin = await staffSignedIn(browser, url, 'demo-admin', { secondFactor: true, landing: '**/staff/accounts' });
    const { page } = admin;
    // A list that fails says so instead of spinning; the page reads it again once it answers.
    await page.route('**/staff/api/review/releaseRequests', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('menuitem', { name: '认领释放请求' }).click();
    await page.waitForURL('**/staff/claims');
    await page.getByRole('alert').getByText('服务器繁忙，请稍后再试').waitFor();
    expect(await page.locator('.ant-spin-spinning').count()).toBe(0);
    await page.unroute('**/staff/api/review/releaseRequests');
    await page.reload();
    await page.getByRole('heading', { name: '认领释放请求' }).waitFor();
    const rowOf = (prolsh: string) => page.getByRole('row', { name: new RegExp(prolsh) });
    await rowOf(released.prolsh).waitFor();
    const cells = await rowOf(released.prolsh).getByRole('cell').allTextContents();
    expect(cells.slice(0, 5)).toEqual([released.prolsh, business, '初审', expect.stringContaining('（demo-reviewer）'), expect.stringContaining('（demo-reviewer2）')]);
    expect(cells[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await rowOf(transferred.prolsh).waitFor();

    // 释放认领 asks first; the row leaves the list.
    await rowOf(released.prolsh).getByRole('button', { name: staffButton('释放认领') }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(new RegExp(`对申请${released.prolsh}的认领？$`)).waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已释放认领').waitFor();
    await rowOf(released.prolsh).waitFor({ state: 'detached' });

    // 转交 picks a member of the case's stage: demo-reviewer2 gets it.
    await rowOf(transferred.prolsh).getByRole('button', { name: staffButton('转交') }).click();
    const transfer = page.getByRole('dialog');
    await transfer.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: 'demo-reviewer2' }).click();
    await transfer.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已转交').waitFor();
    await rowOf(transferred.prolsh).waitFor({ state: 'detached' });
    await page.getByText('没有待处理的释放请求').waitFor();
    await admin.context.close();

    // What is stored: the first unclaimed, the second demo-reviewer2's, both requests settled, the supervisor's actions audited.
    const cases = await deps.db.selectFrom('review_cases as c').leftJoin('staff_accounts as s', 's.id', 'c.claimed_by').select(['c.application_id', 's.username', 'c.release_requested_by']).where('c.application_id', 'in', [released.id, transferred.id]).execute();
    expect(Object.fromEntries(cases.map((row) => [row.application_id, [row.username, row.release_requested_by]]))).toEqual({ [released.id]: [null, null], [transferred.id]: ['demo-reviewer2', null] });
    const audited = await deps.db.selectFrom('staff_audit_log').select(['target', 'action']).where('actor_username', '=', 'demo-admin').where('action', 'like', 'review.%').orderBy('id').execute();
    expect(audited).toEqual([
      { target: released.id, action: 'review.release' },
      { target: transferred.id, action: 'review.transfer' },
    ]);
  }, FLOW_MS);
});
