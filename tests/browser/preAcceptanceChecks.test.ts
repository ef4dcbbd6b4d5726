import { describe, expect, it } from 'vitest';
import { call, holder, verifiedCitizen } from '../support/applicationFixtures';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * The blocking pre-acceptance checks on the citizen's phone (issue 20, decision 0052): 下一步 on
 * the fill page of a mortgage of a seized unit asks the server's check, which refuses; the citizen
 * reads why in the 提示 alert and stays on the page.
 */

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('pre-acceptance checks on the phone', () => {
  it('shows 提示 with the seizure\'s message when 下一步 is pressed on a seized unit\'s mortgage', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = String((await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' })).proinstid);
    const bank = { sqr_type: '1', sqr_name: '邯郸市示范商业银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567', sqr_qt_fr_name: '王立', sqr_adress: '邯郸市丛台区中华北大街1号' };
    await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: bank });
    await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: holder });
    // 冀(2016)…第0008321号 is seized in the demo registry (查封 and 轮候查封).
    await call(client, 'addReleasteInfo', { proinstid: id, fwxxs: [{ bdcqzmh: '冀(2016)邯郸市不动产权第0008321号', bdcdyh: '130402005012GB00088F00120601', zl: '邯郸市邯山区滏河北大街88号金地花园12号楼1单元601室', fwsyqmj: 98.72 }] });
    const rights = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
      proinstid: id,
      savetype: '3',
      reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } },
    });
    expect(rights.body.state, JSON.stringify(rights.body)).toBe(1);

    const page = await phone.open(openid, `/info/infofilldyqsc?id=${id}&djlx=100&qllx=4&appointment=0`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-section="rights-dyqxx"] .filing-row').waitFor();
    await page.getByRole('button', { name: '下一步' }).click();
    const dialog = page.locator('.adm-dialog-body').last();
    await dialog.waitFor();
    expect(((await dialog.locator('.adm-dialog-title').textContent()) ?? '').trim()).toBe('提示');
    expect(await answerDialog(page)).toBe('该不动产已被查封，暂不能办理此业务，请联系登记机构。');
    expect(page.url()).toContain('/info/infofilldyqsc');
  });
});
