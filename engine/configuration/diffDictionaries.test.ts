import { describe, expect, it } from 'vitest';
import { diffDictionaries } from './diffDictionaries';

describe('diffDictionaries', () => {
  it('names a dictionary by id, with its content before and after', () => {
    const before = { 'dictionaries/DYFS.json': { id: 'DYFS', items: [{ code: '1', text: '一般抵押' }] }, 'forms/x.json': {} };
    const after = { 'dictionaries/DYFS.json': { id: 'DYFS', items: [{ code: '1', text: '普通抵押' }] } };
    expect(diffDictionaries(before, after)).toEqual([{ kind: 'dictionary', change: 'changed', name: 'DYFS', file: 'dictionaries/DYFS.json', pointer: '', before: before['dictionaries/DYFS.json'], after: after['dictionaries/DYFS.json'] }]);
  });
});
