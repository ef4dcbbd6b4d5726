import { rgb } from 'pdf-lib';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { DocumentContent } from '../../../engine/documents/documentContent';
import type { RegistryKey } from '../signing/registryKey';
import { signDocument } from '../signing/signPdf';
import { buildCjkPdf } from './cjkFont';
import { PageWriter } from './layout';
import { drawVerifyQr } from './qrCorner';

export interface CaseDocumentInput extends DocumentContent {
  authority: string;
  /** Where the QR code points (a certificate or proof); none on a notice. */
  verifyUrl?: string;
  now?: Date;
}

/**
 * A document a case issues (docs/decisions/0075): the 受理通知书 of 受理 and the 不动产权证书 or
 * 不动产登记证明 of 缮证, their values as rows the text layer reads back whole (decision 0040). With
 * a key the document is signed as the electronic licences are (a certificate or proof); a QR code
 * then points at its verification.
 */
export async function buildCaseDocumentPdf(input: CaseDocumentInput, key?: RegistryKey): Promise<Buffer> {
  const now = input.now ?? new Date();
  const doc = await buildCjkPdf(async (doc, font) => {
    doc.setTitle(input.title);
    doc.setSubject(input.numberLine);
    doc.setAuthor(input.authority);
    doc.setCreationDate(now);
    const w = new PageWriter(doc, font);
    const below = input.verifyUrl ? await drawVerifyQr(doc, w, input.verifyUrl) : w.y;
    w.title(input.title);
    w.text(input.numberLine, 10);
    w.text(`出具时间：${formatDateTime(now)}`, 9);
    w.y = Math.min(w.y - 12, below - 4);
    w.rows(input.rows, 120, 10.5);
    w.closing([
      { gapBefore: 12, text: input.note, size: 9, color: rgb(0.35, 0.35, 0.35) },
      ...(input.verifyUrl ? [{ text: `验证地址：${input.verifyUrl}`, size: 8, color: rgb(0.35, 0.35, 0.35) }] : []),
      { gapBefore: 10, text: `登记机构（章）：${input.authority}`, size: 11, color: rgb(0.6, 0.1, 0.1) },
    ]);
  });
  return key ? signDocument(doc, key, now) : Buffer.from(await doc.save());
}
