import { rgb } from 'pdf-lib';
import type { SignatureCheck } from '../signing/verifyPdfSignature';
import { buildCjkPdf } from './cjkFont';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { PageWriter } from './layout';
import type { LicenceFacts } from './licenceFacts';
import { verifyReasonText } from '../signing/verifyReasonText';

/**
 * 电子证照验证结果: what licence verification found, as a PDF the history opens: which licence and
 * certificate it was (— when the file is not one the registry signed unchanged), and each check.
 */
export async function buildVerificationResultPdf(filename: string, check: SignatureCheck, authority: string, licence?: LicenceFacts, now = new Date()): Promise<Buffer> {
  const doc = await buildCjkPdf(async (doc, font) => {
    doc.setTitle('电子证照验证结果');
    const w = new PageWriter(doc, font);
    w.title('电子证照验证结果');
    w.text(`验证时间：${formatDateTime(now)}`, 9);
    w.gap(10);
    w.text(verifyReasonText(check.reason, authority, check.revokedReason), 13, check.reason === 'ok' ? rgb(0, 0.45, 0.15) : rgb(0.75, 0.1, 0.1));
    w.gap(10);
    w.rows([
      ['电子证照编号', licence?.licenceNumber ?? '—'],
      ['不动产权证号', licence?.certificateNumber ?? '—'],
      ['文件名', filename],
      ['文件大小', `${check.size}字节`],
      ['是否有电子签章', check.signed ? '是' : '否'],
      ['签章者', check.signer || '—'],
      ['签章时间', check.signingTime ? formatDateTime(new Date(check.signingTime)) : '—'],
      ['是否登记机构签章', check.registry ? '是' : '否'],
      ['文件是否完整未被修改', check.unchanged ? '是' : '否'],
    ]);
  });
  return Buffer.from(await doc.save());
}
