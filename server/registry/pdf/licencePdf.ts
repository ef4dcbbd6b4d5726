import { rgb } from 'pdf-lib';
import type { Certificate } from '../certificates/types';
import type { RegistryKey } from '../signing/registryKey';
import { signDocument } from '../signing/signPdf';
import { buildCjkPdf } from './cjkFont';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { PageWriter } from './layout';
import { certificateRows } from './certificateRows';

/**
 * 不动产权电子证照: the certificate's register page as a PDF, signed with the registry's key
 * (a real PKCS#7 signature any PDF reader can check, and /dzzzVerification checks here).
 */
export async function buildLicencePdf(certificate: Certificate, key: RegistryKey, licenceNumber: string, authority: string, now = new Date()): Promise<Buffer> {
  const c = certificate;
  const doc = await buildCjkPdf(async (doc, font) => {
    doc.setTitle(`不动产权电子证照 ${c.bdcqzh}`);
    doc.setSubject(licenceNumber);
    doc.setAuthor(authority);
    doc.setCreationDate(now);
    const w = new PageWriter(doc, font);
    w.page.drawRectangle({ x: 30, y: 30, width: w.page.getWidth() - 60, height: w.page.getHeight() - 60, borderColor: rgb(0.6, 0.1, 0.1), borderWidth: 2 });
    w.gap(10);
    w.title('中华人民共和国不动产权证书（电子证照）', 17);
    w.text(`证照编号：${licenceNumber}`, 9);
    w.text(`签发时间：${formatDateTime(now)}`, 9);
    w.gap(10);
    w.rows(
      certificateRows(c),
      120,
      10.5,
    );
    w.gap(20);
    w.text(`登记机构（章）：${authority}`, 11, rgb(0.6, 0.1, 0.1));
    w.text('本电子证照由登记机构以数字签名签章，与纸质证书具有同等效力；可在“电子证照验证”中上传本文件核验其真伪。', 9, rgb(0.35, 0.35, 0.35));
  });
  return signDocument(doc, key, now);
}
