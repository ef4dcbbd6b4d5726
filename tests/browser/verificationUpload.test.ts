import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('the licence verification upload', () => {
  it('picks a PDF with the uploader, names it once, states the real limit and shows progress', async () => {
    const page = await phone.open('demo-verified', '/my/dzzzverification');
    await page.getByText('请上传电子证照PDF文件，大小不超过500M').waitFor();
    // No bare browser file control: the input is hidden behind the uploader's button.
    expect(await page.locator('input[type=file]').isVisible()).toBe(false);

    const pdf = await PDFDocument.create();
    pdf.addPage();
    const name = '不动产权证书-电子证照.pdf';
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '选择PDF文件' }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) });
    await page.getByText(name).waitFor();
    expect(await page.getByText(name).count()).toBe(1);

    await page.getByRole('button', { name: '上传验证' }).click();
    // The confirm is followed at once by the answer's alert, so each is read by its own text.
    const confirm = page.locator('.adm-dialog-body', { hasText: '确定提交该文件？' });
    await confirm.getByRole('button', { name: '确定', exact: true }).click();
    const done = page.locator('.adm-dialog-body', { hasText: '文件上传成功，请查看历史记录获取验证信息' });
    await done.waitFor();
    // The bar followed the body being sent; it stands at 100 % when the answer has come.
    expect(await page.getByRole('progressbar', { name: '上传验证' }).getAttribute('aria-valuenow')).toBe('100');
    await done.getByRole('button', { name: '确定', exact: true }).click();
    await page.waitForURL(/\/my\/dzzzverificationrecord$/);
  });
});
