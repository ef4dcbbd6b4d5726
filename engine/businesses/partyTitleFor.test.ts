import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { partyTitleFor } from './partyTitleFor';

const registry = loadTestRegistry();

describe('partyTitleFor', () => {
  it("names a party by its type and the business's name for it", () => {
    expect(partyTitleFor(registry, { prodefid: '3001', xzqdm: '130402', appointment: '0' }, '0')).toEqual({ typeLabel: '权利人', alias: '买方' });
    expect(partyTitleFor(registry, { prodefid: '3001', xzqdm: '130402', appointment: '0' }, '1')).toEqual({ typeLabel: '义务人', alias: '卖方' });
    expect(partyTitleFor(registry, { prodefid: '1001', xzqdm: '130402', appointment: '0' }, '1', 'en')).toEqual({ typeLabel: 'Obligor', alias: 'Mortgagor' });
  });
  it('gives the code itself for a type the dictionary does not know, and no alias without a party section', () => {
    expect(partyTitleFor(registry, { prodefid: '1001' }, '99')).toEqual({ typeLabel: '99', alias: null });
  });
});
