import { describe, expect, it } from 'vitest';
import { cursorPlace, lineColumn, pointerRange, syntaxErrorAt } from './jsonTree';

/** The cursor where `|` is. */
const at = (marked: string) => cursorPlace(marked.replace('|', ''), marked.indexOf('|'));

describe('the cursor place', () => {
  it('is a key being typed in an object, with the object path', () => {
    expect(at('{"schema": {"properties": {"a": {"ty|"}}}}')).toMatchObject({ kind: 'key', path: ['schema', 'properties', 'a'] });
    expect(at('{"a": 1, |}')).toMatchObject({ kind: 'key', path: [] });
    expect(at('{|}')).toEqual({ kind: 'key', path: [], from: 1 });
  });

  it('is a value after a colon, with the property in the path', () => {
    expect(at('{"savetype": |}')).toMatchObject({ kind: 'value', path: ['savetype'] });
    expect(at('{"savetype": "2|"}')).toMatchObject({ kind: 'value', path: ['savetype'], from: 13 });
  });

  it('counts array items', () => {
    expect(at('{"rules": [{}, {"|"}]}')).toMatchObject({ kind: 'key', path: ['rules', 1] });
    expect(at('{"a": [1, |]}')).toMatchObject({ kind: 'value', path: ['a', 1] });
  });
});

describe('a pointer in the text', () => {
  const text = '{\n  "a": [1, {"b/c": true}],\n  "d": {}\n}';
  it('is the value it names', () => {
    const range = pointerRange(text, '/a/1/b~1c');
    expect(text.slice(range.from, range.to)).toBe('true');
  });
  it('is the deepest place reached when a step is missing', () => {
    const range = pointerRange(text, '/d/missing');
    expect(text.slice(range.from, range.to)).toBe('{}');
    expect(pointerRange(text, '')).toEqual({ from: 0, to: text.length });
  });
});

describe('syntax errors', () => {
  it('are placed by line and column', () => {
    const text = '{\n  "a": 1,\n  "b": tru\n}';
    const offset = syntaxErrorAt(text)!;
    expect(lineColumn(text, offset)).toEqual({ line: 3, column: 8 });
    expect(syntaxErrorAt('{"a": 1}')).toBeUndefined();
  });
});
