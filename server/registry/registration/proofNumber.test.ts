import { describe, expect, it } from 'vitest';
import { proofNumber } from './proofNumber';

describe('proofNumber', () => {
  it('takes the certificate’s place, the China year of registration and the acceptance serial', () => {
    expect(proofNumber('冀(2019)邯郸市不动产权第0016875号', 'DJ2026W00012', new Date('2026-03-01T08:00:00Z'))).toBe('冀(2026)邯郸市不动产证明第0000012号');
    // 2026-12-31 17:00 UTC is already 2027 in China.
    expect(proofNumber('冀(2019)邯郸市不动产权第0016875号', 'DJ2026W12345678', new Date('2026-12-31T17:00:00Z'))).toBe('冀(2027)邯郸市不动产证明第2345678号');
  });

  it('takes the place of a proof number too (a cancellation names the mortgage by it)', () => {
    expect(proofNumber('冀(2024)邯郸市不动产证明第0000031号', 'DJ2026W00040', new Date('2026-03-01T08:00:00Z'))).toBe('冀(2026)邯郸市不动产证明第0000040号');
  });

  it('still answers a number for a certificate number of another shape', () => {
    expect(proofNumber('X-1', 'DJ2026W00007', new Date('2026-03-01T08:00:00Z'))).toBe('(2026)不动产证明第0000007号');
  });
});
