import { describe, expect, it } from 'vitest';
import { diffMaterials, type MaterialWords } from './diffMaterials';

const words: MaterialWords = { section: 'Materials', pictures: (n) => `${n}`, changed: (added, removed) => `+${added} -${removed}` };
const groups = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
];

describe('diffMaterials', () => {
  it('counts pictures added and removed by file id, in the configured group order', () => {
    expect(diffMaterials({ b: ['1'], a: ['2'] }, { b: ['3'], a: ['2', '4'] }, groups, words)).toEqual([
      { section: 'Materials', record: 'A', label: '+1 -0', before: '1', after: '2' },
      { section: 'Materials', record: 'B', label: '+1 -1', before: '1', after: '1' },
    ]);
  });

  it('leaves out unchanged groups and names a group no longer configured by its id', () => {
    expect(diffMaterials({ a: ['1'], gone: ['9'] }, { a: ['1'] }, groups, words)).toEqual([{ section: 'Materials', record: 'gone', label: '+0 -1', before: '1', after: '0' }]);
  });
});
