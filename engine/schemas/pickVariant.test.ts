import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { pickVariant, variantsOf } from './pickVariant';

const registry = loadTestRegistry();
const applicant = variantsOf(registry.forms.values(), 'applicant');

describe('pickVariant', () => {
  it('gives the individual applicant by default and the company one for type 1', () => {
    expect(applicant).toHaveLength(2);
    expect(pickVariant(applicant, {})?.id).toBe('applicant-individual');
    expect(pickVariant(applicant, { sqr_type: '1' })?.id).toBe('applicant-company');
    expect(pickVariant(applicant, { sqr_type: 2 })?.id).toBe('applicant-individual');
  });
});
