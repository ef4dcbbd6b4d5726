import { describe, expect, it } from 'vitest';
import { call, firstMortgage, holder, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { expectFitsPhones, saveAndReturn, tapThrough, testPicture, typeField, uploadPicture } from '../support/filingBrowser';
import { demoStaff, stageAction } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const FLOW_MS = 240_000;

type Resubmissions = { rounds: Array<{ n: number }>; changes: Array<{ section: string; record: string; label: string; before: string | null; after: string | null }> };

describe('the correction loop on the phone (issue 20)', () => {
  it('shows the return’s comments beside the field and the material group, and the corrected resubmission is kept', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const filed = await call(client, 'getApply', { slsqId: id });
    const prolsh = String((filed.proinst as { prolsh: string }).prolsh);
    const obligorId = (filed.sqrs as Array<{ sqr_id: string; sqr_lx: string }>).find((party) => party.sqr_lx === '1')!.sqr_id;
    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'return', {
      comments: [
        { form: 'applicant-individual', field: 'sqr_adress', text: '联系地址与身份证不符' },
        // On the obligor's record only: not under the mortgagee, nor in the mortgagee's form.
        { form: 'applicant-individual', field: 'sqr_tel', record: obligorId, text: '抵押人联系电话有误' },
        { group: 'sfzm', text: '身份证明不清晰，请重新上传' },
      ],
    });

    // From the 驳回 tab of /prodoing, 查看修改 opens the fill page.
    const page = await phone.open(openid, '/prodoing');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: '驳回', exact: true }).click();
    const card = page.locator('.applications-item', { hasText: prolsh });
    await card.locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看修改').click();
    await page.waitForURL(/\/info\/infofilldyqsc\?/);

    // The fill page: the joined opinion on top, and the comment under the section, naming its field.
    await page.locator('.filing-rejection').getByText(/联系地址与身份证不符/).waitFor();
    const holders = page.locator('[data-section="qlr"]');
    await holders.locator('.filing-correction').waitFor();
    expect(await holders.locator('.filing-correction').allTextContents()).toEqual(['联系地址需补正：联系地址与身份证不符']);
    const obligorRow = page.locator('[data-section="ywr"] .filing-row');
    expect(await obligorRow.locator('.filing-correction').allTextContents()).toEqual(['联系电话需补正：抵押人联系电话有误']);
    expect(await page.locator('[data-section="units"] .filing-correction').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await expectFitsPhones(page);

    // The sub-form: the comment beside its field; the citizen corrects it and saves.
    await holders.getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/person\?/);
    const address = page.locator('[data-field="sqr_adress"]');
    expect(await address.locator('.engine-notice').textContent()).toBe('需补正：联系地址与身份证不符');
    expect(await page.locator('[data-field="sqr_name"] .engine-notice').count()).toBe(0);
    expect(await page.locator('[data-field="sqr_tel"] .engine-notice').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await expectFitsPhones(page);
    await typeField(page, 'applicant-individual', 'sqr_adress', '邯郸市丛台区人民路2号');
    await saveAndReturn(page);

    // The upload page: the comment on its group's card; the citizen adds a picture there.
    await tapThrough(page, '下一步', /\/upload\?/);
    const group = page.locator('[data-group="申请人身份证明"]');
    await group.locator('.filing-correction').waitFor();
    expect(await group.locator('.filing-correction').allTextContents()).toEqual(['需补正：身份证明不清晰，请重新上传']);
    expect(await page.locator('[data-group="抵押合同"] .filing-correction').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await expectFitsPhones(page);
    await uploadPicture(page, '申请人身份证明', await testPicture());

    // Submitted again: to /prodoing, awaiting review.
    await tapThrough(page, '下一步', /\/applyDetailDyqsc\?/);
    await page.getByRole('button', { name: '提交' }).click();
    expect(await answerDialog(page)).toBe('确定提交?');
    await page.waitForURL(/\/prodoing/);

    // What is stored: the corrected address, no more notes, two rounds and the reviewer's diff.
    const stored = await call(client, 'getApply', { slsqId: id });
    expect(stored).toMatchObject({ proinst: { shzt: 0 }, corrections: [] });
    expect((stored.sqrs as Array<{ sqr_lx: string; sqr_adress: string }>).find((party) => party.sqr_lx === '0')?.sqr_adress).toBe('邯郸市丛台区人民路2号');
    const diff = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: Resubmissions }>(`/staff/api/review/applications/${id}/resubmissions`);
    expect(diff.body.data.rounds.map((round) => round.n)).toEqual([1, 2]);
    // The form also stored its defaults the API-made record lacked (共有方式): only that record and the group changed.
    expect(diff.body.data.changes).toEqual(
      expect.arrayContaining([
        { section: '申请人信息', record: `抵押权人 ${holder.sqr_name}`, label: '联系地址', before: holder.sqr_adress, after: '邯郸市丛台区人民路2号' },
        { section: '申请材料', record: '申请人身份证明', label: '新增 1 张，删除 0 张', before: '1 张', after: '2 张' },
      ]),
    );
    expect(new Set(diff.body.data.changes.map((change) => change.record))).toEqual(new Set([`抵押权人 ${holder.sqr_name}`, '申请人身份证明']));

  }, FLOW_MS);
});
