import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { withVariantValue } from './withVariantValue';

const registry = loadTestRegistry();
const individual = registry.forms.get('applicant-individual')!;
const company = registry.forms.get('applicant-company')!;

describe('withVariantValue', () => {
  it('gives an applicant without a type, or with an empty one, the individual type 2', () => {
    expect(withVariantValue(individual, { sqr_name: '张三' })).toEqual({ sqr_name: '张三', sqr_type: '2' });
    expect(withVariantValue(individual, { sqr_type: ' ' }).sqr_type).toBe('2');
  });
  it('keeps a type that was given, and leaves forms that are no default variant alone', () => {
    expect(withVariantValue(individual, { sqr_type: '9' }).sqr_type).toBe('9');
    expect(withVariantValue(company, {})).toEqual({});
    expect(withVariantValue(registry.forms.get('dyqxx')!, {})).toEqual({});
  });
});
