import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { staffButton, staffSignedIn } from '../support/staffBrowser';

/**
 * The configuration console in the staff app (issue 30, docs/decisions/0087), at 1280 px, as the
 * system admin: publish a label change made in the editor (completion, a syntax error and a check
 * finding on the way, the phone preview showing the edit), look at its impact and a dry run, roll
 * back, and diff two versions.
 */


const own = ownServerAndBrowser();

/** axe's serious findings, colour contrast included (the staff theme, docs/decisions/0093). */
const axeFindings = seriousAxeFindings;

/** The console's editor: CodeMirror's editable content. */
const editorOf = (page: Page) => page.locator('.config-editor .cm-content');

/** Finds `text` with the editor's search (Ctrl+F) and leaves it selected, as an editor would. */
async function selectInEditor(page: Page, text: string) {
  await editorOf(page).click();
  await page.keyboard.press('Control+f');
  const search = page.getByRole('textbox', { name: /find|查找/i }).first();
  await search.fill(text);
  // The panel reads its query on a key's release (fill types none): one that moves nothing, then Enter finds.
  await search.press('End');
  await search.press('Enter');
  await page.keyboard.press('Escape');
}

describe('the configuration console', () => {
  it('edits, previews, checks, publishes, rolls back and diffs the configuration', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-admin', { secondFactor: true, landing: '**/staff/accounts' });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });

    await page.getByRole('menuitem', { name: '配置管理' }).click();
    await page.waitForURL('**/staff/configuration');
    const versionsTable = page.getByRole('table').first();
    await versionsTable.getByRole('row', { name: /system/ }).getByText('当前').waitFor();
    const first = Number(await versionsTable.getByRole('row', { name: /当前/ }).getByRole('cell').nth(1).textContent().then((text) => /\d+/.exec(text ?? '')?.[0]));
    await page.getByText(`第 ${first} 版的文件与检查结果`).waitFor();
    expect(await axeFindings(page)).toEqual([]);

    // The candidate opens on the mortgage form; the phone preview draws it.
    await page.getByRole('tab', { name: '编辑候选版本' }).click();
    await editorOf(page).waitFor();
    const phone = page.frameLocator('iframe[title="手机预览"]');
    await phone.getByText('担保范围').first().waitFor();

    // Completion from the form meta-schema: a new property at the top of the file.
    await editorOf(page).click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"sav');
    await page.locator('.cm-tooltip-autocomplete').getByText('"savetype"').waitFor();
    await page.keyboard.press('Escape');
    // Half a property is no JSON: said at once, by line and column, and nothing is sent to be checked.
    const problems = page.getByRole('region', { name: '检查结果' });
    await problems.getByRole('row', { name: /forms\/dyqxx\.json/ }).getByRole('cell', { name: /^\d+:\d+$/ }).waitFor();
    expect(await page.getByRole('button', { name: staffButton('发布') }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+Shift+k');
    await problems.getByText('检查全部通过').waitFor();

    // A label edited: the phone shows it before anything is published.
    await selectInEditor(page, '担保范围');
    await page.keyboard.type('担保范围（试）');
    await phone.getByText('担保范围（试）').first().waitFor();
    await page.locator('.ant-segmented').getByText('只读视图').click();
    await phone.locator('.engine-readonly').getByText('担保范围（试）').waitFor();

    // An empty form title: the server's check names file and pointer, the editor marks it, publishing waits.
    await selectInEditor(page, '抵押权信息');
    await page.keyboard.press('Backspace');
    await problems.getByRole('row', { name: /\/title/ }).waitFor();
    await page.locator('.config-editor .cm-lintRange-error').first().waitFor();
    expect(await page.getByRole('button', { name: staffButton('发布') }).isDisabled()).toBe(true);
    await page.keyboard.type('抵押权信息');
    await problems.getByText('检查全部通过').waitFor();

    // Impact, then a dry run (nothing stored), then the publish with a note.
    const publishing = page.getByRole('region', { name: '影响分析与发布' });
    await publishing.getByRole('button', { name: '影响分析' }).click();
    await publishing.getByText(`与第 ${first} 版相比`).waitFor();
    await publishing.getByText(/forms\/dyqxx\.json/).first().waitFor();
    await publishing.getByLabel('发布说明').fill('担保范围改名（试）');
    await publishing.getByRole('button', { name: '试运行发布' }).click();
    await publishing.getByText('试运行：以下为发布将产生的影响，未保存任何内容').waitFor();
    await publishing.getByRole('button', { name: staffButton('发布') }).click();
    await publishing.getByText(`已发布第 ${first + 1} 版`).waitFor();
    expect(await axeFindings(page)).toEqual([]);

    // Back to the first version, with a note; the new current one says what it republished.
    await page.getByRole('tab', { name: '已发布版本' }).click();
    await page.getByRole('button', { name: `回退到第 ${first} 版` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('发布说明').fill('撤回试改');
    await dialog.getByRole('button', { name: staffButton('回退') }).click();
    await page.getByText(`已回退到第 ${first} 版（发布为第 ${first + 2} 版）`).waitFor();
    await page.getByRole('row', { name: new RegExp(`重新发布第 ${first} 版`) }).getByText('当前').waitFor();

    // The diff between the first version and the published edit.
    await page.getByRole('tab', { name: '版本差异' }).click();
    const pick = async (label: string, number: number) => {
      const box = page.getByLabel(label);
      await box.click();
      // This select's own dropdown (the one it controls), not another still fading out.
      const dropdown = page.locator(`.ant-select-dropdown:has(#${await box.getAttribute('aria-controls')})`);
      await dropdown.locator('.ant-select-item-option', { hasText: `第 ${number} 版` }).click();
      await dropdown.waitFor({ state: 'hidden' });
    };
    // The rollback republished the first version's files: nothing differs; the edit does.
    await pick('从版本', first);
    await page.getByRole('tabpanel').getByText('没有差异').waitFor();
    await pick('到版本', first + 1);
    await page.getByRole('tabpanel').getByText(/forms\/dyqxx\.json/).first().waitFor();
    expect(await axeFindings(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  }, 120_000);
});
