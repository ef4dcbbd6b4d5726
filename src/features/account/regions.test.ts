import { describe, expect, it } from 'vitest';
import { isVerified, showsMyBusiness } from './regions';

describe('personal centre rules', () => {
  it('hides my business for the four regions only', () => {
    for (const region of ['150724', '150723', '150782', '150702']) expect(showsMyBusiness(region)).toBe(false);
    expect(showsMyBusiness('130400')).toBe(true);
    expect(showsMyBusiness('')).toBe(true);
  });
  it('shows the verified badge only for the string true', () => {
    expect(isVerified({ isRealNameAuth: 'true' })).toBe(true);
    expect(isVerified({ isRealNameAuth: true })).toBe(false);
    expect(isVerified({ isRealNameAuth: 'false' })).toBe(false);
    expect(isVerified(null)).toBe(false);
  });
});
