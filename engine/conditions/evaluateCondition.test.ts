import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluateCondition';

describe('evaluateCondition', () => {
  const facts = { djlx: '400', qllx: 23, region: '140200', appointment: '0', qlxxIsShow: true, rowCount: 0 };

  it('compares facts as text, so 23 and "23" are equal', () => {
    expect(evaluateCondition({ fact: 'qllx', eq: '23' }, { facts })).toBe(true);
    expect(evaluateCondition({ fact: 'djlx', eq: 400 }, { facts })).toBe(true);
    expect(evaluateCondition({ fact: 'djlx', ne: '400' }, { facts })).toBe(false);
  });
  it('combines with all, any and not', () => {
    const rightsHidden = { any: [{ all: [{ fact: 'djlx', eq: '400' }, { fact: 'qllx', eq: '23' }] }, { fact: 'qlxxIsShow', eq: false }] };
    expect(evaluateCondition(rightsHidden, { facts })).toBe(true);
    expect(evaluateCondition({ not: rightsHidden }, { facts: { ...facts, djlx: '100' } })).toBe(true);
  });
  it('reads form values with field, and knows in, notIn, empty and notEmpty', () => {
    const data = { dyfs: '2', sqr_zjlx: '', list: [] };
    expect(evaluateCondition({ field: 'dyfs', in: ['1', '2'] }, { data })).toBe(true);
    expect(evaluateCondition({ field: 'dyfs', notIn: ['2'] }, { data })).toBe(false);
    expect(evaluateCondition({ field: 'sqr_zjlx', empty: true }, { data })).toBe(true);
    expect(evaluateCondition({ field: 'missing', notEmpty: true }, { data })).toBe(false);
    expect(evaluateCondition({ field: 'list', empty: true }, { data })).toBe(true);
  });
  it('treats a missing condition as true and honours boolean literals', () => {
    expect(evaluateCondition(undefined, {})).toBe(true);
    expect(evaluateCondition(false, {})).toBe(false);
  });
  it('compares numbers to counts', () => {
    expect(evaluateCondition({ fact: 'rowCount', eq: 0 }, { facts })).toBe(true);
  });
});
