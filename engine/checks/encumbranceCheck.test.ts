import { describe, expect, it } from 'vitest';
import { encumbranceCheck } from './encumbranceCheck';
import { certificate, found, mortgage, seizure } from './testFacts';

const notSeized = { list: 'seizures', expect: 'none', evidence: 'staff.checks.evidence.seizure', noneEvidence: 'staff.checks.evidence.noSeizure' } as const;
const mortgageExists = { list: 'mortgages', expect: 'some', evidence: 'staff.checks.evidence.mortgage', noneEvidence: 'staff.checks.evidence.noMortgage' } as const;

describe('encumbranceCheck', () => {
  it('fails "none" on a seized certificate, each seizure a line with its court, document and period', () => {
    expect(encumbranceCheck({ references: [found(certificate({ seizures: [seizure] }))] }, notSeized)).toEqual({
      passed: false,
      evidence: [{ key: 'staff.checks.evidence.seizure', params: { ...seizure, certificate: '冀(2019)邯郸市不动产权第0016875号' } }],
    });
  });

  it('passes "none" on a free certificate, saying so', () => {
    expect(encumbranceCheck({ references: [found(certificate())] }, notSeized)).toEqual({
      passed: true,
      evidence: [{ key: 'staff.checks.evidence.noSeizure', params: { certificate: '冀(2019)邯郸市不动产权第0016875号' } }],
    });
  });

  it('needs "some" on every certificate found, and a proof number\'s own mortgage', () => {
    expect(encumbranceCheck({ references: [found(certificate({ mortgages: [mortgage] }))] }, mortgageExists)).toMatchObject({ passed: true, evidence: [{ key: 'staff.checks.evidence.mortgage', params: { mortgagee: mortgage.mortgagee } }] });
    expect(encumbranceCheck({ references: [found(certificate())] }, mortgageExists)).toMatchObject({ passed: false, evidence: [{ key: 'staff.checks.evidence.noMortgage' }] });
    const other = found(certificate({ mortgages: [mortgage] }), '冀(2019)邯郸市不动产证明第0000001号', 'proof');
    expect(encumbranceCheck({ references: [other] }, mortgageExists).passed).toBe(false);
  });

  it('leaves unknown numbers to certificateExists: "none" passes, "some" fails, with nothing to check', () => {
    const unknown = { references: [found(undefined)] };
    expect(encumbranceCheck(unknown, notSeized)).toEqual({ passed: true, evidence: [{ key: 'staff.checks.evidence.nothingToCheck', params: {} }] });
    expect(encumbranceCheck(unknown, mortgageExists).passed).toBe(false);
  });

  it('has nothing to check, either way, when no number is named', () => {
    expect(encumbranceCheck({ references: [] }, mortgageExists)).toEqual({ passed: true, evidence: [{ key: 'staff.checks.evidence.noNumber', params: {} }] });
    expect(encumbranceCheck({ references: [] }, notSeized).passed).toBe(true);
  });
});
