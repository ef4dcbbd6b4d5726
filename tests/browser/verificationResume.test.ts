import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const MiB = 1024 * 1024;
/** 10 MiB that read as a PDF by their first bytes: three of the page's 4 MiB chunks. */
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(10 * MiB - 16), Buffer.from('\n%%EOF\n')]);
const TUS = '**/online/public/dzzz/verification/tus/*';

describe('the resumable licence verification upload (decision 0100)', () => {
  it('shows progress, goes on from the server’s offset after a dropped connection and after a reload, finishes; and 取消 leaves nothing on the server', async () => {
    const page = await phone.open('demo-verified', '/my/dzzzverification');
    const pick = async (name: string, onDisk?: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: '选择PDF文件' }).click();
      await (await chooser).setFiles(onDisk ?? { name, mimeType: 'application/pdf', buffer: pdf() });
      await page.getByText(name).waitFor();
      await page.getByRole('button', { name: '上传验证' }).click();
      await page.locator('.adm-dialog-body', { hasText: '确定提交该文件？' }).getByRole('button', { name: '确定', exact: true }).click();
    };

    // The second chunk's PATCH loses its connection once; every PATCH's offset is noted.
    const offsets: number[] = [];
    let dropped = false;
    await page.route(TUS, async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(request.headers()['upload-offset']);
      offsets.push(offset);
      if (offset === 4 * MiB && !dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await pick('证照-断点续传.pdf');
    await page.getByText(/已上传 [\d.]+M \/ 10\.24M/).first().waitFor();
    const done = page.locator('.adm-dialog-body', { hasText: '文件上传成功，请查看历史记录获取验证信息' });
    await done.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar', { name: '上传验证' }).getAttribute('aria-valuenow')).toBe('100');
    // Resumed from where the server was (4 MiB, asked by HEAD), not from the start.
    expect(offsets).toEqual([0, 4 * MiB, 4 * MiB, 8 * MiB]);
    await done.getByRole('button', { name: '确定', exact: true }).click();
    await page.waitForURL(/\/my\/dzzzverificationrecord$/);
    await page.getByText('证照-断点续传.pdf').first().waitFor();

    // A reload after the first chunk: the same file picked again goes on from the server's offset.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-tus-'));
    const onDisk = path.join(folder, '证照-重新打开.pdf');
    fs.writeFileSync(onDisk, pdf());
    await page.unroute(TUS);
    await page.goto(`${baseUrl}/my/dzzzverification`);
    const firstChunk = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.request().headers()['upload-offset'] === '0');
    await pick('证照-重新打开.pdf', onDisk);
    await firstChunk;
    await page.reload();
    const resumedAt = page.waitForRequest((request) => request.method() === 'PATCH');
    await pick('证照-重新打开.pdf', onDisk);
    expect(Number((await resumedAt).headers()['upload-offset'])).toBeGreaterThanOrEqual(4 * MiB);
    await page.locator('.adm-dialog-body', { hasText: '文件上传成功，请查看历史记录获取验证信息' }).waitFor({ timeout: 30_000 });
    fs.rmSync(folder, { recursive: true, force: true });

    // 取消 while the first chunk is on its way: the upload is deleted on the server.
    await page.goto(`${baseUrl}/my/dzzzverification`);
    await page.route(TUS, async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    });
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/verification/tus'));
    await pick('证照-取消.pdf');
    const location = (await (await created).headerValue('location'))!;
    await page.getByText(/已上传 [\d.]+M \/ 10\.24M/).first().waitFor();
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.getByRole('button', { name: '取消', exact: true }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByText('已取消上传').waitFor();
    const head = await page.request.head(`${baseUrl}${location}`, { headers: { 'Tus-Resumable': '1.0.0' } });
    expect(head.status()).toBe(404);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))).toEqual([]);
  // A ceiling for a loaded machine: alone the flow takes ~30 s; beside the API halves it passed 60 s.
  }, 180_000);
});
