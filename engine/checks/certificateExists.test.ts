import { describe, expect, it } from 'vitest';
import { certificateExists } from './certificateExists';
import { certificate, found } from './testFacts';

describe('certificateExists', () => {
  it('passes when every named number is a valid certificate, saying where it is', () => {
    expect(certificateExists({ references: [found(certificate())] })).toEqual({
      passed: true,
      evidence: [{ key: 'staff.checks.evidence.found', params: { number: '冀(2019)邯郸市不动产权第0016875号', certificate: '冀(2019)邯郸市不动产权第0016875号', zl: '锦绣花园3号楼2单元1502室' } }],
    });
  });

  it('fails for an unknown number or a cancelled certificate', () => {
    const unknown = certificateExists({ references: [found(certificate()), found(undefined, '冀(2019)邯郸市不动产权第9999999号')] });
    expect(unknown.passed).toBe(false);
    expect(unknown.evidence[1]).toEqual({ key: 'staff.checks.evidence.notFound', params: { number: '冀(2019)邯郸市不动产权第9999999号' } });
    expect(certificateExists({ references: [found(certificate({ sfyx: '0' }))] })).toMatchObject({ passed: false, evidence: [{ key: 'staff.checks.evidence.cancelled' }] });
  });

  it('has nothing to check when the application names no number (filed for a counter appointment)', () => {
    expect(certificateExists({ references: [] })).toEqual({ passed: true, evidence: [{ key: 'staff.checks.evidence.noNumber', params: {} }] });
  });

  it('finds a proof number through the mortgage it certifies', () => {
    const proof = certificateExists({ references: [found(certificate(), '冀(2019)邯郸市不动产证明第0001234号', 'proof')] });
    expect(proof).toMatchObject({ passed: true, evidence: [{ key: 'staff.checks.evidence.proofFound', params: { number: '冀(2019)邯郸市不动产证明第0001234号', certificate: '冀(2019)邯郸市不动产权第0016875号' } }] });
  });
});
