import type { DownloadFile } from '../../features/appointments/downloadFiles';
import { buildCjkPdf } from '../../registry/pdf/cjkFont';
import { PageWriter } from '../../registry/pdf/layout';

/** A downloadable form as a PDF a citizen prints and fills in: its title, its blanks as a bordered table, its list, the signature line. */
export async function buildDownloadPdf(file: DownloadFile): Promise<Buffer> {
  const doc = await buildCjkPdf(async (doc, font) => {
    doc.setTitle(file.title);
    const w = new PageWriter(doc, font);
    w.title(file.title);
    w.gap(6);
    // A blank is a space: the table draws '—' for an empty value, which would read as "none".
    if (file.fields) w.rows(file.fields.map(([label, value]) => [label, value ?? ' ']), 130, 14);
    for (const item of file.items ?? []) w.text(item, 12);
    if (file.signature) {
      w.gap(30);
      w.text(file.signature, 12);
    }
  });
  return Buffer.from(await doc.save());
}
