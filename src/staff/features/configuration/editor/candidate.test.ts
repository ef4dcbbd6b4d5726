import { describe, expect, it } from 'vitest';
import { changedFiles, isNewFilePath, parseCandidate, textsOf } from './candidate';

describe('a candidate', () => {
  it('starts as the version files, indented, and parses back to them', () => {
    const files = { 'forms/a.json': { id: 'a' }, 'dictionaries/b.json': [1] };
    const texts = textsOf(files);
    expect(texts['forms/a.json']).toBe('{\n  "id": "a"\n}\n');
    expect(parseCandidate(texts)).toEqual({ files, syntax: [] });
  });

  it('names each file that is not JSON, by line and column, and leaves it out', () => {
    const { files, syntax } = parseCandidate({ 'forms/a.json': '{\n  "id": "a",\n}', 'forms/b.json': '{}' });
    expect(files).toEqual({ 'forms/b.json': {} });
    expect(syntax).toEqual([{ file: 'forms/a.json', pointer: '', reason: 'JSON', severity: 'error', line: 3, column: 1 }]);
  });

  it('tells the files changed since the version', () => {
    expect(changedFiles({ a: '1', b: '2', c: '3' }, { a: '1', b: '3' })).toEqual(['b', 'c']);
  });

  it('takes a new file inside a folder with a .json name it does not have yet', () => {
    expect(isNewFilePath('forms/gzdj.json', {})).toBe(true);
    expect(isNewFilePath('forms/gzdj.json', { 'forms/gzdj.json': '{}' })).toBe(false);
    expect(isNewFilePath('gzdj.json', {})).toBe(false);
    expect(isNewFilePath('forms/../x.json', {})).toBe(false);
  });
});
