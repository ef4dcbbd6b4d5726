import { describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { decide } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** 'YYYY-MM-DD HH:mm:ss' of a moment in China time, as the page writes it. */
const chinaTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

describe('every stage with its time (issue 20)', () => {
  it('/prodoing’s detail and the progress query list each stage the back office moved the application through, oldest first, in China time', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    // Acceptance, the first review and the second review by another reviewer.
    await decide(baseUrl, id, 'approve');
    const { proinst } = (await call(client, 'getApply', { slsqId: id })) as { proinst: { prolsh: string } };
    const progress = await client.post<{ data: { steps: Array<{ activityName: string; actStart: string }> } }>('/online/wx/apilist/process', { lsh: proinst.prolsh });
    const expected = progress.body.data.steps.map((step) => `${step.activityName}${chinaTime(step.actStart)}`);
    expect(progress.body.data.steps.map((step) => step.activityName)).toEqual(['网上申请', '受理通过', '初审通过', '审核通过']);

    // /prodoing: the approved application's card, 查看详情, its stages under the head.
    const page = await phone.open(openid, '/prodoing');
    await page.getByRole('tab', { name: '审核通过', exact: true }).click();
    await page.locator('.applications-item', { hasText: proinst.prolsh }).locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看详情').click();
    await page.waitForURL(/\/applyDetailDyqsc\?/);
    const stages = page.getByRole('group', { name: '办理环节' });
    await stages.waitFor();
    expect(await stages.locator('.adm-step').allTextContents()).toEqual(expected);
    // The last stage is where it is now.
    expect(await stages.locator('.adm-step').last().getAttribute('class')).toContain('adm-step-status-process');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The progress query by acceptance number shows the same list.
    await page.goto(`${baseUrl}/findaccept`);
    await page.locator('#progress-lsh').fill(proinst.prolsh);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    const found = page.locator('.registry-result').getByRole('group', { name: '办理环节' });
    await found.waitFor();
    expect(await found.locator('.adm-step').allTextContents()).toEqual(expected);
  });
});
