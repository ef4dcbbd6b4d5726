import { describe, expect, it } from 'vitest';
import { certificate, found } from './testFacts';
import { unitCovered } from './unitCovered';

const covered = '130402001001GB00001F00010001';

describe('unitCovered', () => {
  it('passes when the certificate covers every unit it is named for, and names the one it does not', () => {
    expect(unitCovered({ references: [{ ...found(certificate()), units: [covered] }] })).toEqual({
      passed: true,
      evidence: [{ key: 'staff.checks.evidence.unitCovered', params: { unit: covered, certificate: certificate().bdcqzh } }],
    });
    const judged = unitCovered({ references: [{ ...found(certificate()), units: [covered, '130402009009GB99999F99999999'] }] });
    expect(judged.passed).toBe(false);
    expect(judged.evidence[1]).toEqual({ key: 'staff.checks.evidence.unitNotCovered', params: { unit: '130402009009GB99999F99999999', certificate: certificate().bdcqzh } });
  });

  it('leaves unknown numbers to certificateExists and has nothing to check for proofs or no number', () => {
    expect(unitCovered({ references: [{ ...found(undefined), units: ['U'] }] }).passed).toBe(true);
    expect(unitCovered({ references: [found(certificate(), 'P', 'proof')] }).evidence).toEqual([{ key: 'staff.checks.evidence.nothingToCheck', params: {} }]);
    expect(unitCovered({ references: [] }).evidence).toEqual([{ key: 'staff.checks.evidence.noNumber', params: {} }]);
  });
});
