import { describe, expect, it } from 'vitest';
import { applicantTypeFor } from './applicantTypeFor';

describe('applicantTypeFor', () => {
  it('files an enterprise-only business (yhlx 1) as a company, any other as an individual', () => {
    expect(applicantTypeFor({ yhlx: '1' })).toBe('1');
    expect(applicantTypeFor({ yhlx: '0' })).toBe('2');
    expect(applicantTypeFor(undefined)).toBe('2');
  });
});
