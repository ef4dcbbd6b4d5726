import { describe, expect, it } from 'vitest';
import { evaluateChecks } from './evaluateChecks';
import { firstBlockingFailure } from './firstBlockingFailure';
import { certificate, found, mortgage, seizure } from './testFacts';
import type { PreAcceptanceConfig } from './types';

const config: PreAcceptanceConfig = {
  id: 'pre-acceptance',
  references: [{ records: 'units', field: 'bdcqzmh', names: 'certificate' }],
  obligors: { sqrLx: ['1'], idField: 'sqr_zjh', nameField: 'sqr_name' },
  checks: {
    certificateExists: { kind: 'certificateExists', title: 'staff.checks.certificateExists', refusal: 'checks.certificateUnknown' },
    notSeized: { kind: 'encumbrance', list: 'seizures', expect: 'none', evidence: 'staff.checks.evidence.seizure', noneEvidence: 'staff.checks.evidence.noSeizure', title: 'staff.checks.notSeized', refusal: 'checks.seized' },
    notMortgaged: { kind: 'encumbrance', list: 'mortgages', expect: 'none', evidence: 'staff.checks.evidence.mortgage', noneEvidence: 'staff.checks.evidence.noMortgage', title: 'staff.checks.notMortgaged', refusal: 'checks.mortgaged' },
  },
  businesses: { '3001': { certificateExists: 'block', notMortgaged: 'warn', notSeized: 'block' } },
  atRegistration: { '3001': ['notSeized', 'notMortgaged'] },
};

describe('evaluateChecks', () => {
  it('judges the business\'s checks in its order, each blocking or not as configured', () => {
    const outcomes = evaluateChecks(config, '3001', { references: [found(certificate({ mortgages: [mortgage], seizures: [seizure] }))], obligors: [], parties: [] });
    expect(outcomes.map(({ id, passed, blocking, title }) => ({ id, passed, blocking, title }))).toEqual([
      { id: 'certificateExists', passed: true, blocking: true, title: 'staff.checks.certificateExists' },
      { id: 'notMortgaged', passed: false, blocking: false, title: 'staff.checks.notMortgaged' },
      { id: 'notSeized', passed: false, blocking: true, title: 'staff.checks.notSeized' },
    ]);
    // The warning does not stop the citizen; the seizure does, with its own refusal.
    expect(firstBlockingFailure(outcomes)?.refusal).toBe('checks.seized');
  });

  it('has no checks for a business not configured, and nothing blocks a clear certificate', () => {
    expect(evaluateChecks(config, '9999', { references: [], obligors: [], parties: [] })).toEqual([]);
    expect(firstBlockingFailure(evaluateChecks(config, '3001', { references: [found(certificate({ mortgages: [mortgage] }))], obligors: [], parties: [] }))).toBeUndefined();
  });

  it('judges at registration the business\'s atRegistration checks only, each blocking', () => {
    const outcomes = evaluateChecks(config, '3001', { references: [found(certificate({ mortgages: [mortgage] }))], obligors: [], parties: [] }, 'registration');
    expect(outcomes.map(({ id, passed, blocking }) => ({ id, passed, blocking }))).toEqual([
      { id: 'notSeized', passed: true, blocking: true },
      { id: 'notMortgaged', passed: false, blocking: true },
    ]);
    expect(evaluateChecks(config, '1001', { references: [], obligors: [], parties: [] }, 'registration')).toEqual([]);
  });
});
