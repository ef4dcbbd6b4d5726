import { describe, expect, it } from 'vitest';
import { lookupRoute } from '../routing/lookupRoute';
import { loadTestRegistry } from '../validation/testing';
import { factsFromQuery } from './factsFromQuery';

describe('factsFromQuery', () => {
  const routing = loadTestRegistry().routing!;

  it("takes the company applicant from the business's yhlx (L50), never from the account's usertype", () => {
    expect(lookupRoute(routing, factsFromQuery({ djlx: '100', qllx: '23', yhlx: '1' })).fillPage).toBe('infofillscdj');
    expect(lookupRoute(routing, factsFromQuery({ djlx: '100', qllx: '23', yhlx: '0', usertype: '1' })).fillPage).toBe('infofilldyqzy');
  });

  it('does not read the business from `id`, which on fill and detail pages is the application id (L39)', () => {
    expect(factsFromQuery({ id: '6f1c2a9e0b7d4c35a8e2f0d1c3b4a596', djlx: '100' }).prodefid).toBeUndefined();
    expect(factsFromQuery({ prodefid: '1001' }).prodefid).toBe('1001');
  });
});
