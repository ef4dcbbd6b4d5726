import { describe, expect, it } from 'vitest';
import { holderIsParty } from './holderIsParty';
import { certificate, found } from './testFacts';

describe('holderIsParty', () => {
  it('passes when a holder of every certificate is a party (name and ID number, the number without case), evidence masked', () => {
    const judged = holderIsParty({ references: [found(certificate({ holders: [{ name: '张建国', cardnum: '13040219850315123x' }] }))], parties: [{ name: '张建国', id: '13040219850315123X' }] });
    expect(judged).toEqual({
      passed: true,
      evidence: [
        { key: 'staff.checks.evidence.holder', params: { name: '张建国', id: expect.stringContaining('*'), certificate: certificate().bdcqzh } },
        { key: 'staff.checks.evidence.holderIsParty', params: { certificate: certificate().bdcqzh } },
      ],
    });
  });

  it('fails when no holder is a party (same ID number under another name too), or no certificate was found', () => {
    expect(holderIsParty({ references: [found(certificate())], parties: [{ name: '李四', id: '130402198503151231' }] }).evidence.at(-1)).toEqual({ key: 'staff.checks.evidence.holderNotParty', params: { certificate: certificate().bdcqzh } });
    expect(holderIsParty({ references: [found(undefined)], parties: [] }).passed).toBe(false);
    expect(holderIsParty({ references: [], parties: [] }).passed).toBe(true);
  });
});
