import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildLicencePdf } from '../pdf/licencePdf';
import { DEMO_CERTIFICATES } from '../seed/demoRegistry';
import type { Certificate } from '../certificates/types';
import { makeUnstoredKey } from './registryKey';
import { verifyPdfSignature } from './verifyPdfSignature';

const demo = DEMO_CERTIFICATES[0]!;
const certificate: Certificate = { ...demo, ...demo.details, issuedAt: new Date('2019-06-18T01:30:00Z') };
const opener = (bytes: Buffer) => async () => Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000, 50_000), bytes.subarray(50_000)]);

describe('licence signatures', () => {
  const registry = makeUnstoredKey('测试不动产登记中心');
  const other = makeUnstoredKey();

  it('accepts the registry’s own licence, unchanged', async () => {
    const pdf = await buildLicencePdf(certificate, registry, 'DZZZ-TEST-1', '测试不动产登记中心');
    const check = await verifyPdfSignature(opener(pdf), registry.certFingerprint);
    expect(check).toMatchObject({ signed: true, registry: true, unchanged: true, reason: 'ok' });
    expect(check.signer).toContain('不动产登记中心');
  }, 20_000);

  it('refuses a changed byte, an appended update, a foreign signer and an unsigned file', async () => {
    const pdf = await buildLicencePdf(certificate, registry, 'DZZZ-TEST-2', '测试不动产登记中心');
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('/Producer');
    tampered[at + 12] = tampered[at + 12]! ^ 1;
    expect(await verifyPdfSignature(opener(tampered), registry.certFingerprint)).toMatchObject({ registry: true, unchanged: false, reason: 'tampered' });

    const appended = Buffer.concat([pdf, Buffer.from('\n% appended\n')]);
    expect(await verifyPdfSignature(opener(appended), registry.certFingerprint)).toMatchObject({ unchanged: false, reason: 'appended' });

    const foreign = await buildLicencePdf(certificate, other, 'DZZZ-TEST-3', '测试不动产登记中心');
    expect(await verifyPdfSignature(opener(foreign), registry.certFingerprint)).toMatchObject({ registry: false, unchanged: true, reason: 'foreign' });

    const plain = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect(await verifyPdfSignature(opener(plain), registry.certFingerprint)).toMatchObject({ signed: false, reason: 'unsigned' });
  }, 20_000);
});
