import { describe, expect, it } from 'vitest';
import { checkConditionCodes, type CodeLists } from './checkConditionCodes';

const lists: CodeLists = {
  fact: (name) => (name === 'djlx' ? { name: 'DJLX', codes: new Set(['100', '200', '400', '700']) } : undefined),
  field: (name) => (name === 'dyfs' ? { name: 'DYFS', codes: new Set(['1', '2']) } : undefined),
};

describe('checkConditionCodes', () => {
  it('reports a fact compared with a code its dictionary lacks, wherever the condition is', () => {
    const page = { sections: [{ id: 'dyqr', visibleWhen: { all: [{ fact: 'djlx', eq: '700' }, { not: { fact: 'djlx', in: ['400', '500'] } }] } }] };
    expect(checkConditionCodes('pages/fill/x.json', page, lists)).toEqual([
      { file: 'pages/fill/x.json', pointer: '/sections/0/visibleWhen/all/1/not/in/1', reason: expect.stringContaining('"500" is not a code of DJLX: djlx never takes it') },
    ]);
  });

  it('compares numbers as their text, as the rule engine does', () => {
    expect(checkConditionCodes('f', { when: { fact: 'djlx', eq: 400 } }, lists)).toEqual([]);
    expect(checkConditionCodes('f', { when: { fact: 'djlx', ne: 300 } }, lists)).toHaveLength(1);
  });

  it('checks a field against its dictionary where a form is in scope, and not elsewhere', () => {
    const rule = { rules: [{ visibleWhen: { field: 'dyfs', eq: '3' } }] };
    expect(checkConditionCodes('forms/dyqxx.json', rule, lists)).toEqual([{ file: 'forms/dyqxx.json', pointer: '/rules/0/visibleWhen/eq', reason: expect.stringContaining('"3" is not a code of DYFS: field dyfs') }]);
    expect(checkConditionCodes('routing/x.json', rule, { fact: lists.fact })).toEqual([]);
  });

  it('leaves facts without a list, booleans, emptiness tests and look-alikes alone', () => {
    const json = { a: { fact: 'region', eq: '999999' }, b: { fact: 'qlxxIsShow', eq: false }, c: { field: 'dyfs', notEmpty: true }, summary: { field: 'dyfs', dictionary: 'DYFS' } };
    expect(checkConditionCodes('f', json, lists)).toEqual([]);
  });
});
