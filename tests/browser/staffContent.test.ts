import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { openAs } from '../support/browserSignIn';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { phoneContext } from '../support/phoneBrowser';
import { staffButton, staffSignedIn } from '../support/staffBrowser';

/**
 * The content editor's pages (issue 32, docs/decisions/0095), at 1280 px: a notice (通知公告)
 * written in the rich-text editor, previewed at a phone's width and published shows in the
 * citizen's list at 390 px; a home menu tile renamed and published shows on the phone's home
 * without a restart. The staff app's code (tiptap among it) is never asked for by a citizen page.
 * Its own server: the menu's publish must not reach other files' pages.
 */
const own = ownServerAndBrowser();

/** Every script a page asked for, to tell the staff bundle is not among a citizen page's. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe("the content editor's articles and home menus", () => {
  it('publishes a notice the citizen lists, and a renamed home tile the phone home shows', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-content', { landing: '**/staff/feedback' });

    // 文章管理: a new notice in the rich-text editor, a link and bold text, previewed at 390 px.
    await page.getByRole('menuitem', { name: '文章管理' }).click();
    await page.getByRole('heading', { level: 1, name: '文章管理' }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: staffButton('新建文章') }).click();
    const drawer = page.getByRole('dialog');
    const title = `关于周六延时办理的通知${crypto.randomBytes(3).toString('hex')}`;
    await drawer.getByLabel('标题', { exact: true }).fill(title);
    await drawer.getByLabel('来源').fill('登记中心');
    const body = drawer.getByRole('textbox', { name: '正文编辑器' });
    await body.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('周六上午');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('开放抵押登记窗口。');
    await drawer.getByRole('button', { name: '手机预览' }).click();
    const preview = drawer.getByRole('region', { name: '手机预览' });
    await preview.locator('strong', { hasText: '周六上午' }).waitFor();
    await preview.getByText(title).waitFor();
    expect((await preview.boundingBox())!.width).toBeCloseTo(410, -1);
    await drawer.getByRole('button', { name: staffButton('立即发布') }).click();
    await page.getByText('已发布', { exact: true }).first().waitFor();
    await drawer.locator('.ant-tag', { hasText: '已发布' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await page.locator('.ant-table-row').first().textContent()) ?? '').toContain(title);
    const stored = await server.deps.db.selectFrom('articles').select(['content', 'status', 'created_by']).where('title', '=', title).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ content: '<p><strong>周六上午</strong>开放抵押登记窗口。</p>', status: 'published', created_by: 'demo-content' });

    // 首页内容: the first tile renamed, seen in the phone preview, published as a configuration version.
    await page.getByRole('menuitem', { name: '首页内容' }).click();
    await page.getByRole('heading', { level: 1, name: '首页内容' }).waitFor();
    const tileName = page.getByLabel('名称', { exact: true }).nth(1);
    const before = await tileName.inputValue();
    await tileName.fill('网上申请');
    const homePreview = page.getByRole('region', { name: '手机预览' });
    await homePreview.getByText('网上申请').waitFor();
    expect(await homePreview.getByText(before, { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: staffButton('发布') }).click();
    const published = Number(/\d+/.exec((await page.getByText(/已发布为配置版本 \d+/).textContent()) ?? '')?.[0]);
    // The page reads the new version back: its forms start again from it.
    await page.getByText(`当前配置版本：${published}`).waitFor();
    // The pointer off the button it pressed: the theme's hover colour is not what the page shows at rest.
    await page.mouse.move(0, 0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();

    // The citizen's phone at 390 px: the notice in 通知公告, drawn as the editor wrote it; the home shows the new tile.
    const phone = await phoneContext(browser, server.url);
    const mobile = await phone.newPage();
    const scripts = scriptsOf(mobile);
    await openAs(mobile, server.url, `bc-${crypto.randomBytes(4).toString('hex')}`, '/gov/tzgg');
    await mobile.getByText(title).click();
    await mobile.locator('.article-body strong', { hasText: '周六上午' }).waitFor();
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    await mobile.goto(`${server.url}/`);
    await mobile.locator('.menu-tile', { hasText: '网上申请' }).waitFor();
    expect(await mobile.locator('.menu-tile', { hasText: before }).count()).toBe(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /staff|tiptap|RichText|ArticlesPage|HomeContent/i.test(path))).toEqual([]);
    await phone.close();
  });
});
