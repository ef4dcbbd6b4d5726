import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue, FormConfig } from '../schemas/types';
import { conditionCodeLists } from './conditionCodeLists';

const dictionaries: Record<string, Set<string>> = { DJLX: new Set(['100', '500']), DYFS: new Set(['1', '2']), 'ZJLX:individual': new Set(['1']), 'ZJLX:company': new Set(['7']) };
const codesOf = (reference: string) => dictionaries[reference];
const catalogue = { parents: [{ Prodefs: [{ id: '1001' }, { id: '5001' }] }] } as unknown as BusinessCatalogue;
const form = (id: string, properties: Record<string, object>) => ({ id, schema: { type: 'object', properties } }) as unknown as FormConfig;

describe('conditionCodeLists', () => {
  it('holds facts to their dictionaries and prodefid to the catalogue', () => {
    const lists = conditionCodeLists(codesOf, catalogue, []);
    expect(lists.fact('djlx')).toEqual({ name: 'DJLX', codes: new Set(['100', '500']) });
    expect(lists.fact('prodefid')?.codes).toEqual(new Set(['1001', '5001']));
    expect(lists.fact('qllx')).toBeUndefined(); // no QLLX here: the catalogue's check reports the missing dictionary
    expect(lists.fact('region')).toBeUndefined();
    expect(lists.field).toBeUndefined();
  });

  it('holds a field to its dictionary in every form in scope', () => {
    const forms = [form('applicant-individual', { zjlx: { 'x-dictionary': 'ZJLX:individual' } }), form('applicant-company', { zjlx: { 'x-dictionary': 'ZJLX:company' }, name: {} })];
    const lists = conditionCodeLists(codesOf, catalogue, forms);
    expect(lists.field?.('zjlx')).toEqual({ name: 'ZJLX:individual or ZJLX:company', codes: new Set(['1', '7']) });
    expect(lists.field?.('name')).toBeUndefined();
  });
});
