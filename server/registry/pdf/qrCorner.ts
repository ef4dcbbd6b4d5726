import type { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PageWriter } from './layout';

/** The QR code's side (pt), at the top right corner. */
const QR_SIZE = 72;

/**
 * A QR code to the verify link at the first page's top right corner, labelled 扫码验证 (the
 * verification report's and the printed certificate's). Answers the baseline of its label: what
 * follows the title starts below it.
 */
export async function drawVerifyQr(doc: PDFDocument, w: PageWriter, verifyUrl: string): Promise<number> {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const image = await doc.embedPng(qr);
  const right = w.page.getWidth() - 48;
  const labelBaseline = w.y - QR_SIZE - 10;
  w.page.drawImage(image, { x: right - QR_SIZE, y: w.y - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  w.page.drawText('扫码验证', { x: right - QR_SIZE / 2 - 16, y: labelBaseline, size: 8, font: w.font });
  return labelBaseline;
}
