import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, holder, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, openAs } from '../support/browserSignIn';
import { fillRequiredGroups } from '../support/filingMaterials';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { phoneContext } from '../support/phoneBrowser';
import { certificateHeldBy, storedCertificate } from '../support/registerCertificate';
import { multipart, waitForRecord } from '../support/registryHelpers';
import { staffButton, staffSignedIn } from '../support/staffBrowser';

/**
 * The registrar's records (issue 32, docs/decisions/0097): at 1280 px the registrar finds 张建国's
 * certificate by its number typed with full-width brackets, registers a court's seizure with its
 * document, issues a licence and revokes it; at 390 px the citizen's mortgage of that flat is
 * refused at 下一步 with the spec's words, and the revoked licence's verification reads 验证未通过.
 */
const own = ownServerAndBrowser();
const SEIZED_TEXT = '该不动产已被查封，暂不能办理此业务，请联系登记机构。';

describe('the registrar seizes a unit and revokes a licence; the citizen is refused at 下一步 and the licence fails verification', () => {
  it('registers a 查封 and revokes a licence in the staff app; the phone\'s 下一步 and verification record then show both', async ({ skip }) => {
    const { server, browser } = own;
    if (!server) return skip();
    const db = server.deps.db;
    const cert = await certificateHeldBy(db, [{ name: holder.sqr_name, cardnum: holder.sqr_zjh }]);

    // A citizen's first mortgage of the flat (the bank and 张建国), complete up to 下一步.
    const { openid, client } = await verifiedCitizen(server.url);
    const id = String((await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' })).proinstid);
    const bank = { sqr_type: '1', sqr_name: '邯郸市示范商业银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567', sqr_qt_fr_name: '王立', sqr_adress: '邯郸市丛台区中华北大街1号' };
    await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: bank });
    await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: holder });
    await call(client, 'addReleasteInfo', { proinstid: id, fwxxs: [{ bdcqzmh: cert.bdcqzh, bdcdyh: cert.unit, zl: '邯山区测试路1号', fwsyqmj: 88.5 }] });
    const mortgage = { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } };
    expect((await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', { proinstid: id, savetype: '3', reqData: mortgage })).body.state).toBe(1);
    await fillRequiredGroups(client, id);

    const { context, page } = await staffSignedIn(browser, server.url, 'demo-registrar');
    await page.getByRole('menuitem', { name: '登记簿管理' }).click();
    await page.getByRole('heading', { level: 1, name: '登记簿管理' }).waitFor();
    await page.getByLabel('证书号或不动产单元号').fill(cert.bdcqzh.replace('(', '（').replace(')', '）'));
    await page.getByRole('button', { name: staffButton('查询') }).click();
    const card = page.locator('.ant-card', { hasText: cert.bdcqzh });
    await card.getByText('正常', { exact: true }).waitFor();

    await card.getByRole('button', { name: staffButton('登记查封') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('查封法院').fill('邯郸市邯山区人民法院');
    await dialog.getByLabel('文书编号').fill('(2026)冀0402执保88号');
    await dialog.getByLabel('文书名称').fill('协助执行通知书');
    await dialog.getByLabel('起始日期').fill('2026-11-01');
    await dialog.getByLabel('结束日期').fill('2029-10-31');
    await dialog.getByLabel('法院文书').setInputFiles({ name: '协助执行通知书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByRole('button', { name: staffButton('提交') }).click();
    await card.getByRole('cell', { name: '(2026)冀0402执保88号' }).waitFor();
    await card.locator('.ant-card-extra').getByText('查封', { exact: true }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    expect((await storedCertificate(db, cert.id)).fwzt).toBe('查封');

    // A licence issued and revoked with its reason.
    await card.getByRole('button', { name: staffButton('签发电子证照') }).click();
    const licenceRow = card.locator('.ant-table-row', { hasText: cert.bdcqzh.match(/第(\d+)号/)![1]! });
    await licenceRow.getByRole('button', { name: staffButton('作废') }).click();
    const reason = '证书信息有误，已重新签发';
    await page.getByRole('dialog').getByLabel('作废原因').fill(reason);
    await page.getByRole('dialog').getByRole('button', { name: staffButton('提交') }).click();
    await licenceRow.getByText(`已作废：${reason}`).waitFor();
    const licence = await db.selectFrom('registry_licences').selectAll().where('certificate_id', '=', cert.id).executeTakeFirstOrThrow();
    expect(licence).toMatchObject({ revoke_reason: reason, revoked_by: 'demo-registrar' });
    await context.close();

    // The citizen checks that licence: the verification fails, and its record says so.
    const pdf = Buffer.concat((await (await server.deps.files.open(licence.file_id)).toArray()) as Buffer[]);
    const form = multipart([{ name: '证照.pdf', bytes: pdf }], { xzqdm: '130400', xzqmc: '邯郸市' });
    const uploaded = await client.request<{ data: { ID: string } }>('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: form });
    expect(await waitForRecord(client, '/online/wx/apilist/dzzzverification', uploaded.body.data.ID)).toMatchObject({ state: 21, state_msg: '验证未通过' });

    // The citizen presses 下一步 on the fill page at 390 px.
    const phone = await phoneContext(browser, server.url);
    const fill = await phone.newPage();
    await openAs(fill, server.url, openid, `/info/infofilldyqsc?id=${id}&djlx=100&qllx=4&appointment=0`);
    await fill.locator('[data-section="rights-dyqxx"] .filing-row').waitFor();
    await fill.getByRole('button', { name: '下一步' }).click();
    await fill.locator('.adm-dialog-body').last().waitFor();
    expect(await answerDialog(fill)).toBe(SEIZED_TEXT);
    expect(fill.url()).toContain('/info/infofilldyqsc');
    await fill.goto('/dzzzverificationrecord');
    await fill.locator('.registry-record', { hasText: '证照.pdf' }).getByRole('button', { name: '验证未通过' }).waitFor();
    await phone.close();
  });
});
