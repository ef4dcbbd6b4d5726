import crypto from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { Db } from '../../db/database';

export interface RegistryKey {
  keyPem: string;
  certPem: string;
  /** SHA-256 of the certificate's DER: what a signature's signer certificate is compared with. */
  certFingerprint: string;
  /** PKCS#12 (no passphrase) for @signpdf/signer-p12. */
  p12: Buffer;
}

const KEY_ID = 'registry';
const subject = (authority: string) => [
  { shortName: 'CN', value: `${authority}电子证照签章` },
  { shortName: 'O', value: authority },
  { shortName: 'C', value: 'CN' },
];

export function fingerprintOf(certDer: Buffer | string): string {
  return crypto.createHash('sha256').update(typeof certDer === 'string' ? Buffer.from(certDer, 'binary') : certDer).digest('hex');
}

type KeyPair = { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject };
const RSA = { modulusLength: 2048 } as const;

/** A self-signed certificate of the registry's name for a key pair. */
function certify(authority: string, { privateKey, publicKey }: KeyPair): { keyPem: string; certPem: string } {
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${crypto.randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 20 * 365 * 86_400_000);
  const attrs = subject(authority).map((a) => ({ ...a, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class }));
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  return { keyPem, certPem: forge.pki.certificateToPem(cert) };
}

function toRegistryKey(keyPem: string, certPem: string): RegistryKey {
  const cert = forge.pki.certificateFromPem(certPem);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  const p12Asn1 = forge.pkcs12.toPkcs12Asn1(forge.pki.privateKeyFromPem(keyPem), [cert], '', { algorithm: '3des' });
  return { keyPem, certPem, certFingerprint: fingerprintOf(der), p12: Buffer.from(forge.asn1.toDer(p12Asn1).getBytes(), 'binary') };
}

let cached: Promise<RegistryKey> | undefined;
let cachedFor: Db | undefined;

/**
 * The registry's signing key and self-signed certificate: made at first use and kept in the
 * database, so every server process signs with the same key (the first writer wins).
 */
export function registryKey(db: Db, authority: string): Promise<RegistryKey> {
  if (!cached || cachedFor !== db) {
    cachedFor = db;
    cached = (async () => {
      let row = await db.selectFrom('registry_keys').select(['key_pem', 'cert_pem']).where('id', '=', KEY_ID).executeTakeFirst();
      if (!row) {
        // Made off the event loop (libuv's thread pool): a 2048-bit key takes a second or more on a busy machine.
        const made = certify(authority, await promisify(crypto.generateKeyPair)('rsa', RSA));
        await db
          .insertInto('registry_keys')
          .values({ id: KEY_ID, key_pem: made.keyPem, cert_pem: made.certPem })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        row = await db.selectFrom('registry_keys').select(['key_pem', 'cert_pem']).where('id', '=', KEY_ID).executeTakeFirstOrThrow();
      }
      return toRegistryKey(row.key_pem, row.cert_pem);
    })();
    cached.catch(() => (cached = undefined));
  }
  return cached;
}

/** A fresh key pair and certificate that are not stored (tests, and the bench's "foreign" signer). */
export function makeUnstoredKey(authority = '测试签章机构'): RegistryKey {
  const made = certify(authority, crypto.generateKeyPairSync('rsa', RSA));
  return toRegistryKey(made.keyPem, made.certPem);
}
