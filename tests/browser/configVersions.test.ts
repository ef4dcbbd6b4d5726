import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, openAs } from '../support/browserSignIn';
import { fillRequiredGroups } from '../support/filingMaterials';
import { horizontalOverflow } from '../support/filingBrowser';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { copySchemas } from '../support/schemasCopy';
import { TestClient } from '../support/testClient';
import { readConfigurationFolder } from '../../server/schemas/configurationFolder';
import { completeMortgage, publishChangedMortgageForm, SCOPE, servedVersion } from '../support/versionedMortgage';
import type { Browser } from 'playwright-core';

/**
 * Configuration versions in the browser (issue 19, docs/decisions/0046): after the mortgage form
 * is published again (担保范围 renamed, 抵押合同号 added and required), the citizen's draft asks for
 * the new field, while the submitted application still shows its record as it was submitted.
 */

const schemas = copySchemas('hall-versions-browser-');
let server: NonNullable<Awaited<ReturnType<typeof schemas.startServer>>>;
let browser: Browser;

beforeAll(async () => {
  server = (await schemas.startServer({ WX_CODE_TTL_SECONDS: '300' }))!;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  schemas.remove();
});

describe('configuration versions in the browser', () => {
  it('shows a migrated draft asking for the new field, and a submitted application as it was submitted', async () => {
    const baseUrl = server.url;
    const client = await new TestClient(baseUrl).signIn('demo-verified');
    const draft = await completeMortgage(client);
    const submitted = await completeMortgage(client);
    await fillRequiredGroups(client, submitted);
    expect((await client.post('/online/wx/apilist/submitApplyProject', { proinstid: submitted, appointment: '0' })).body).toMatchObject({ errcode: '00' });

    publishChangedMortgageForm(schemas.dir);
    // Served once published (docs/decisions/0084).
    await server.deps.publisher.publish(readConfigurationFolder(schemas.dir), { note: 'dbfw renamed', publishedBy: 'test' });
    expect((await servedVersion(baseUrl)).number).toBe(2);

    const page = await (await phoneContext(browser, baseUrl)).newPage();
    await openAs(page, baseUrl, 'demo-verified', '/');

    // The draft: Next names the mortgage form's gap; the form says what changed and asks for 抵押合同号.
    await page.goto(`${baseUrl}/info/infofilldyqsc?id=${draft}`);
    await page.locator('[data-section="rights-dyqxx"] .filing-row').waitFor();
    await page.getByRole('button', { name: '下一步' }).click();
    expect(await answerDialog(page)).toBe('抵押权信息：必填哦');
    await page.locator('[data-section="rights-dyqxx"]').getByRole('button', { name: '查看修改' }).click();
    await page.waitForURL(/\/info\/dyqinfo\?/);
    await page.getByText('表单已更新，请核对：抵押合同号').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.locator('#f_dyqxx_dbfwsm').inputValue()).toBe(SCOPE);
    expect(await page.locator('#f_dyqxx_dyhth').inputValue()).toBe('');
    await page.locator('[data-field="dyhth"]').getByText('表单新增了此必填项，请填写').waitFor();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await horizontalOverflow(page), `overflow at ${width} px`).toBeLessThanOrEqual(0);
    }

    // The submitted application's mortgage record, drawn with the form it was submitted on.
    await page.goto(`${baseUrl}/applyDetailDyqsc?id=${submitted}`);
    await page.locator('section[data-section=rights]').getByRole('button', { name: /查看/ }).click();
    await page.waitForURL(/\/dyqD\?id=/);
    expect(await page.locator('[data-field=dbfw]').textContent()).toBe(SCOPE);
    expect(await page.locator('[data-field=dyhth]').count()).toBe(0);
  });
});
