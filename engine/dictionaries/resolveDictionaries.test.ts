import { describe, expect, it } from 'vitest';
import type { Dictionary } from '../schemas/types';
import { dictionaryItems, listItems } from './dictionaryItems';
import { resolveDictionaries } from './resolveDictionaries';

const dictionaries = new Map<string, Dictionary>([
  [
    'ZJLX',
    {
      id: 'ZJLX',
      name: '证件类型',
      items: [
        { code: '1', text: '身份证', textEn: 'Identity card', groups: ['individual'] },
        { code: '7', text: '营业执照', textEn: 'Business licence', groups: ['company'] },
      ],
    },
  ],
  ['DYFS', { id: 'DYFS', name: '抵押方式', items: [{ code: '1', text: '一般抵押' }, { code: '2', text: '最高额抵押' }] }],
]);

describe('dictionaries', () => {
  it('filters a dictionary by group', () => {
    expect(dictionaryItems('ZJLX:company', dictionaries)?.map((item) => item.code)).toEqual(['7']);
    expect(dictionaryItems('ZJLX', dictionaries)).toHaveLength(2);
    expect(dictionaryItems('NOPE', dictionaries)).toBeUndefined();
  });
  it('answers getList items as code and text in the asked language', () => {
    expect(listItems(dictionaryItems('ZJLX', dictionaries) ?? [], 'en')).toEqual([
      { code: '1', text: 'Identity card' },
      { code: '7', text: 'Business licence' },
    ]);
    expect(listItems(dictionaryItems('DYFS', dictionaries) ?? [], 'en')[0]).toEqual({ code: '1', text: '一般抵押' });
  });
  it('resolves references into enums with labels, also inside allOf/then', () => {
    const { schema, options } = resolveDictionaries(
      {
        type: 'object',
        properties: { sqr_zjlx: { type: 'string', 'x-dictionary': 'ZJLX:individual' }, dyfs: { type: 'string', 'x-dictionary': 'DYFS' } },
        allOf: [{ then: { properties: { dyfs: { 'x-dictionary': 'DYFS' } } } }],
      },
      dictionaries,
    );
    expect(schema.properties?.sqr_zjlx?.enum).toEqual(['1']);
    expect(schema.properties?.dyfs?.enum).toEqual(['1', '2']);
    expect(schema.allOf?.[0]?.then?.properties?.dyfs?.enum).toEqual(['1', '2']);
    expect(options.dyfs?.map((item) => item.text)).toEqual(['一般抵押', '最高额抵押']);
  });
  it('resolves an unknown or empty dictionary to a schema no value passes, marked as empty', () => {
    const { schema } = resolveDictionaries({ type: 'object', properties: { czfs: { 'x-dictionary': 'CZFS' } } }, dictionaries);
    expect(schema.properties?.czfs).toMatchObject({ not: {}, 'x-emptyDictionary': true });
  });
});
