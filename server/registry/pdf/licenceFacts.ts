import { PDFDocument } from 'pdf-lib';
import type { Readable } from 'node:stream';

/** What a licence the registry signed says it is: its number and the certificate it is of. */
export interface LicenceFacts {
  licenceNumber: string;
  certificateNumber: string;
}

/** A licence the registry issues is a few hundred kilobytes; a larger signed file is not read whole. */
const MAX_LICENCE_BYTES = 20 * 1024 * 1024;
const TITLE_PREFIX = '不动产权电子证照 ';

/**
 * Reads the licence and certificate numbers from a licence's document information, where
 * buildLicencePdf writes them (subject: the licence number; title: 不动产权电子证照 + certificate).
 * Only for a file the registry signed and nobody changed: another file's words are its author's.
 * Undefined when the file does not carry them.
 */
export async function readLicenceFacts(open: () => Promise<Readable>, size: number): Promise<LicenceFacts | undefined> {
  if (size > MAX_LICENCE_BYTES) return undefined;
  try {
    const bytes = Buffer.concat((await (await open()).toArray()) as Buffer[]);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    const licenceNumber = doc.getSubject()?.trim();
    const title = doc.getTitle()?.trim() ?? '';
    if (!licenceNumber || !title.startsWith(TITLE_PREFIX)) return undefined;
    return { licenceNumber, certificateNumber: title.slice(TITLE_PREFIX.length).trim() };
  } catch {
    return undefined;
  }
}
