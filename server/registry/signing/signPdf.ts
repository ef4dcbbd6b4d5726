import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { PDFArray, PDFDict, PDFHexString, PDFInvalidObject, PDFName, PDFNumber, PDFString, type PDFDocument } from 'pdf-lib';
import type { RegistryKey } from './registryKey';

const SIGNATURE_LENGTH = 8192;
const BYTE_RANGE_PLACEHOLDER = '**********';
const SIGNATURES_EXIST = 1;
const APPEND_ONLY = 2;
const PRINT_FLAG = 4;

/**
 * The signature placeholder, written with our own pdf-lib (the same steps as
 * @signpdf/placeholder-pdf-lib, whose separate copy of pdf-lib is a different module instance
 * when a bundler picks pdf-lib's ES build for us and the CommonJS build for it).
 */
function addPlaceholder(doc: PDFDocument, signingTime: Date): void {
  const page = doc.getPages()[0]!;
  const byteRange = PDFArray.withContext(doc.context);
  byteRange.push(PDFNumber.of(0));
  for (let i = 0; i < 3; i++) byteRange.push(PDFName.of(BYTE_RANGE_PLACEHOLDER));
  const signatureDict = doc.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'adbe.pkcs7.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('0'.repeat(SIGNATURE_LENGTH * 2)),
    Reason: PDFString.of('Electronic licence of the Handan real estate registration centre'),
    M: PDFString.fromDate(signingTime),
    ContactInfo: PDFString.of('bdcdj@handan.gov.cn'),
    Name: PDFString.of('Handan Real Estate Registration Centre'),
    Location: PDFString.of('Handan, Hebei, CN'),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' } },
  });
  // Written as raw bytes so it never lands in an object stream, where signing could not find it.
  const bytes = new Uint8Array(signatureDict.sizeInBytes());
  signatureDict.copyBytesInto(bytes, 0);
  const signatureRef = doc.context.register(PDFInvalidObject.of(bytes));
  const widget = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signatureRef,
    T: PDFString.of('Signature1'),
    F: PRINT_FLAG,
    P: page.ref,
    AP: { N: doc.context.register(doc.context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} })) },
  });
  const widgetRef = doc.context.register(widget);
  const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? doc.context.obj([]);
  annotations.push(widgetRef);
  page.node.set(PDFName.of('Annots'), annotations);
  let acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acroForm) {
    acroForm = doc.context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of('AcroForm'), doc.context.register(acroForm));
  }
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(SIGNATURES_EXIST | APPEND_ONLY));
  const fields = acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? doc.context.obj([]);
  fields.push(widgetRef);
  acroForm.set(PDFName.of('Fields'), fields);
}

/**
 * Signs a finished document with the registry's key: a PKCS#7 detached signature (adbe.pkcs7.detached)
 * over the whole file but the signature itself, which any PDF reader can check.
 */
export async function signDocument(doc: PDFDocument, key: RegistryKey, signingTime = new Date()): Promise<Buffer> {
  addPlaceholder(doc, signingTime);
  const unsigned = Buffer.from(await doc.save({ useObjectStreams: false }));
  return new SignPdf().sign(unsigned, new P12Signer(key.p12), signingTime);
}
