import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { launchChromium } from '../support/phoneBrowser';
import { caseFileOf as openCaseFile } from '../support/staffBrowser';
import { demoStaff, stageAction } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

describe('claims and send-back in the staff app at 1280 px (issue 29)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A demo member on an application's case file. */
  const caseFileOf = (username: string, id: string) => openCaseFile(browser, baseUrl, username, id, '一般抵押权首次登记');

  it('a reviewer claims a case and transfers it to a colleague picked from the list; the colleague sends it back to acceptance with a reason', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'accept');

    const first = await caseFileOf('demo-reviewer', id);
    const claimBar = first.page.getByTestId('claim-bar');
    await claimBar.getByRole('button', { name: /^认\s*领$/ }).click();
    await first.page.getByText('已认领').waitFor();
    await claimBar.getByRole('button', { name: /^转\s*交$/ }).click();
    const dialog = first.page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await first.page.locator('.ant-select-item-option', { hasText: 'demo-reviewer2' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await first.page.getByText('已转交').waitFor();
    // Held by the colleague now: named, and the reviewer is offered no outcome.
    await first.page.getByText('本案由“demo-reviewer2”认领，只有认领人可以办理').waitFor();
    expect(await first.page.getByRole('button', { name: '审核通过' }).count()).toBe(0);
    await first.context.close();

    const second = await caseFileOf('demo-reviewer2', id);
    await second.page.getByRole('button', { name: '退回前序环节' }).click();
    const back = second.page.getByRole('dialog');
    await back.getByText('受理', { exact: true }).waitFor();
    await back.getByLabel('退回原因').fill('受理材料需再核对');
    await back.getByRole('button', { name: /确\s*定/ }).click();
    await second.page.getByText('已退回前序环节').waitFor();
    await second.page.getByText('退回受理').waitFor();
    await second.page.getByText('demo-reviewer2（审核）').waitFor();
    await second.context.close();

    const stored = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { application: { stage: string }; trail: Array<{ activity: string; opinion: string }> } }>(`/staff/api/review/applications/${id}`);
    expect(stored.body.data.application.stage).toBe('acceptance');
    expect(stored.body.data.trail.at(-1)).toMatchObject({ activity: '退回受理', opinion: '受理材料需再核对' });
  });
});
