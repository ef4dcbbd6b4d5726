import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import forge from 'node-forge';
import { fingerprintOf } from './registryKey';

/** What a licence verification found (docs/decisions: licence signatures). */
export interface SignatureCheck {
  /** The file carries a PDF signature at all. */
  signed: boolean;
  /** The signature's certificate is the registry's own. */
  registry: boolean;
  /** The signed bytes hash to the signed digest, the signature is valid and covers the whole file. */
  unchanged: boolean;
  signer: string;
  signingTime: string | null;
  size: number;
  /** cancelled: signed by the registry and unchanged, but of a certificate the register has cancelled since (docs/decisions/0075). */
  /** revoked: signed by the registry and unchanged, but the registrar revoked the licence (docs/decisions/0097), for revokedReason. */
  reason: 'ok' | 'notPdf' | 'unsigned' | 'malformed' | 'foreign' | 'tampered' | 'appended' | 'cancelled' | 'revoked';
  revokedReason?: string;
}

type Open = () => Promise<Readable>;
const MAX_CONTENTS_BYTES = 1_000_000;
const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const OVERLAP = 160;

/** First pass: the file's size, whether it starts as a PDF, and the last /ByteRange in it. */
async function scan(open: Open): Promise<{ size: number; isPdf: boolean; range: [number, number, number, number] | null }> {
  let size = 0;
  let head = '';
  let carry = '';
  let range: [number, number, number, number] | null = null;
  for await (const chunk of await open()) {
    const buffer = chunk as Buffer;
    if (head.length < 8) head += buffer.subarray(0, 8).toString('latin1');
    size += buffer.length;
    const text = carry + buffer.toString('latin1');
    BYTE_RANGE.lastIndex = 0;
    for (let match = BYTE_RANGE.exec(text); match; match = BYTE_RANGE.exec(text)) {
      range = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
    }
    carry = text.slice(-OVERLAP);
  }
  return { size, isPdf: head.startsWith('%PDF-'), range };
}

/** Second pass: the SHA-256 of the signed ranges, and the /Contents between them. */
async function digestRanges(open: Open, [a, b, c, d]: [number, number, number, number]) {
  const hash = crypto.createHash('sha256');
  const contents: Buffer[] = [];
  let offset = 0;
  for await (const chunk of await open()) {
    const buffer = chunk as Buffer;
    const start = offset;
    const end = offset + buffer.length;
    const take = (from: number, to: number) => buffer.subarray(Math.max(from, start) - start, Math.min(to, end) - start);
    if (end > a && start < a + b) hash.update(take(a, a + b));
    if (end > a + b && start < c) contents.push(take(a + b, c));
    if (end > c && start < c + d) hash.update(take(c, c + d));
    offset = end;
  }
  return { digest: hash.digest(), contents: Buffer.concat(contents).toString('latin1') };
}

const OID_MESSAGE_DIGEST = forge.pki.oids.messageDigest!;
const OID_SIGNING_TIME = forge.pki.oids.signingTime!;

function attributeValue(attrs: forge.asn1.Asn1[], oid: string): forge.asn1.Asn1 | undefined {
  for (const attr of attrs) {
    const parts = attr.value as forge.asn1.Asn1[];
    if (forge.asn1.derToOid(parts[0]!.value as string) === oid) return (parts[1]!.value as forge.asn1.Asn1[])[0];
  }
  return undefined;
}

/**
 * Checks a PDF's signature while streaming it twice (never holding it whole): the digest of
 * the signed byte ranges must equal the signed messageDigest, the RSA signature over the signed
 * attributes must verify with the signer's certificate, the ranges must cover the whole file,
 * and the certificate must be the registry's (compared by fingerprint).
 */
export async function verifyPdfSignature(open: Open, registryFingerprint: string): Promise<SignatureCheck> {
  const result: SignatureCheck = { signed: false, registry: false, unchanged: false, signer: '', signingTime: null, size: 0, reason: 'unsigned' };
  const scanned = await scan(open);
  result.size = scanned.size;
  if (!scanned.isPdf) return { ...result, reason: 'notPdf' };
  if (!scanned.range) return result;
  const [a, b, c, d] = scanned.range;
  if (a !== 0 || b <= 0 || c < a + b || c - (a + b) > MAX_CONTENTS_BYTES || c + d > scanned.size) return { ...result, signed: true, reason: 'malformed' };
  result.signed = true;
  const { digest, contents } = await digestRanges(open, scanned.range);

  let signerInfo: forge.asn1.Asn1[];
  let certificate: forge.pki.Certificate;
  let certDer: string;
  try {
    const hex = contents.replace(/[<>\s]/g, '');
    const der = forge.util.hexToBytes(hex);
    const asn1 = forge.asn1.fromDer(der, { strict: false, parseAllBytes: false } as unknown as boolean);
    const message = forge.pkcs7.messageFromAsn1(asn1) as unknown as { certificates: forge.pki.Certificate[]; rawCapture: { signerInfos: forge.asn1.Asn1[]; certificates?: { value: forge.asn1.Asn1[] } } };
    const firstSigner = message.rawCapture.signerInfos[0];
    if (!firstSigner || message.certificates.length === 0) throw new Error('no signer');
    signerInfo = firstSigner.value as forge.asn1.Asn1[];
    certificate = message.certificates[0]!;
    certDer = forge.asn1.toDer(message.rawCapture.certificates!.value[0]!).getBytes();
  } catch {
    return { ...result, reason: 'malformed' };
  }
  result.signer = String(certificate.subject.getField('CN')?.value ?? '');
  try {
    result.signer = forge.util.decodeUtf8(result.signer);
  } catch {
    // not UTF-8: keep as is
  }
  result.registry = fingerprintOf(certDer) === registryFingerprint;

  const authenticated = signerInfo.find((part) => part.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && part.type === 0);
  const signature = [...signerInfo].reverse().find((part) => part.tagClass === forge.asn1.Class.UNIVERSAL && part.type === forge.asn1.Type.OCTETSTRING);
  if (!authenticated || !signature) return { ...result, reason: 'malformed' };
  const attrs = authenticated.value as forge.asn1.Asn1[];
  const signedDigest = attributeValue(attrs, OID_MESSAGE_DIGEST);
  const time = attributeValue(attrs, OID_SIGNING_TIME);
  if (time) {
    try {
      result.signingTime = forge.asn1.utcTimeToDate(time.value as string).toISOString();
    } catch {
      result.signingTime = null;
    }
  }
  const setDer = forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attrs)).getBytes();
  let signatureValid = false;
  try {
    const publicKeyPem = forge.pki.publicKeyToPem(certificate.publicKey);
    signatureValid = crypto.verify('sha256', Buffer.from(setDer, 'binary'), publicKeyPem, Buffer.from(signature.value as string, 'binary'));
  } catch {
    signatureValid = false;
  }
  const digestMatches = !!signedDigest && Buffer.from(signedDigest.value as string, 'binary').equals(digest);
  const wholeFile = c + d === scanned.size;
  result.unchanged = signatureValid && digestMatches && wholeFile;
  if (!signatureValid || !digestMatches) result.reason = 'tampered';
  else if (!wholeFile) result.reason = 'appended';
  else if (!result.registry) result.reason = 'foreign';
  else result.reason = 'ok';
  return result;
}
