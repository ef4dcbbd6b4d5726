import { describe, expect, it } from 'vitest';
import { keySuggestions, schemasAt, valueSuggestions } from './schemaSuggestions';

const files = {
  'meta/form.schema.json': {
    type: 'object',
    properties: {
      id: { type: 'string', description: 'The form id' },
      savetype: { enum: ['2', '3'] },
      titleConfig: { type: 'boolean' },
      rules: { type: 'array', items: { $ref: '#/definitions/rule' } },
      when: { $ref: 'condition.schema.json' },
    },
    definitions: { rule: { type: 'object', properties: { then: { type: 'object' }, kind: { const: 'show' } } } },
  },
  'meta/condition.schema.json': { oneOf: [{ properties: { fact: { type: 'string' } } }, { properties: { all: { type: 'array' } } }] },
};
const META = 'meta/form.schema.json';

describe('suggestions from a meta-schema', () => {
  it('offers the properties of the root, less those written, with their descriptions', () => {
    const keys = keySuggestions(schemasAt(files, META, []), ['rules']);
    expect(keys.map((key) => key.label)).toEqual(['"id"', '"savetype"', '"titleConfig"', '"when"']);
    expect(keys[0]!.info).toBe('The form id');
  });

  it('follows $ref inside the file and into another file of the folder, and offers every branch', () => {
    expect(keySuggestions(schemasAt(files, META, ['rules', 0])).map((key) => key.label)).toEqual(['"then"', '"kind"']);
    expect(keySuggestions(schemasAt(files, META, ['when'])).map((key) => key.label)).toEqual(['"fact"', '"all"']);
  });

  it('offers enum, const and boolean values', () => {
    expect(valueSuggestions(schemasAt(files, META, ['savetype'])).map((value) => value.label)).toEqual(['"2"', '"3"']);
    expect(valueSuggestions(schemasAt(files, META, ['titleConfig'])).map((value) => value.label)).toEqual(['true', 'false']);
    expect(valueSuggestions(schemasAt(files, META, ['rules', 3, 'kind'])).map((value) => value.label)).toEqual(['"show"']);
  });

  it('offers nothing for a file without a meta-schema or a place the schema does not know', () => {
    expect(schemasAt(files, 'meta/none.schema.json', [])).toEqual([]);
    expect(keySuggestions(schemasAt(files, META, ['nowhere']))).toEqual([]);
  });
});
