import { describe, expect, it } from 'vitest';
import { heldByParties } from './heldByParties';
import { certificate } from './testFacts';

describe('heldByParties', () => {
  const held = certificate({ holders: [{ name: '张建国', cardnum: '13040219850315123X' }] });

  it('is true when a party has a holder\'s name and ID number (the ID number without case)', () => {
    expect(heldByParties(held, [{ name: '李秀英', id: '130402199007082649' }, { name: '张建国', id: '13040219850315123x' }])).toBe(true);
  });

  it('is false for the right ID number under another name, the right name with another number, and no parties', () => {
    expect(heldByParties(held, [{ name: '张建', id: '13040219850315123X' }])).toBe(false);
    expect(heldByParties(held, [{ name: '张建国', id: '130402198503151231' }])).toBe(false);
    expect(heldByParties(held, [])).toBe(false);
  });
});
