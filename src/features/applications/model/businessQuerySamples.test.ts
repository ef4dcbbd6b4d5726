import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESSES, DEMO_BUTTONS, DEMO_OPS, DEMO_STATES, findDemoBusiness } from './businessQuerySamples';

describe('business query demo (spec 001 section 2.11)', () => {
  it('has a sample business in each of the five states', () => {
    expect(DEMO_BUSINESSES.map((business) => business.state).sort()).toEqual([...DEMO_STATES].sort());
  });

  it('uses every button of the specification somewhere', () => {
    expect(new Set(Object.values(DEMO_BUTTONS).flat())).toEqual(new Set(DEMO_OPS));
  });

  it('finds a business by number, ignoring spaces and letter case', () => {
    expect(findDemoBusiness(' yw2025000103 ')?.state).toBe('submittedNotReviewed');
    expect(findDemoBusiness('YW2025999999')).toBeUndefined();
    expect(findDemoBusiness('')).toBeUndefined();
  });
});
