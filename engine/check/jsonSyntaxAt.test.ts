import { describe, expect, it } from 'vitest';
import { jsonSyntaxAt } from './jsonSyntaxAt';

const errorOf = (text: string) => {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parsed');
};

describe('jsonSyntaxAt', () => {
  it('places a missing comma by line and column, not by offset', () => {
    const text = '{\n  "id": "zxdj",\n  "version": 1\n  "title": "注销"\n}';
    const at = jsonSyntaxAt(errorOf(text), text);
    expect(at).toMatchObject({ line: 4, column: 3 });
    expect(at?.message).not.toMatch(/position/);
  });

  it('counts a Chinese character as one column', () => {
    const text = '{"名称": "注销",, "b": 1}';
    expect(jsonSyntaxAt(errorOf(text), text)).toMatchObject({ line: 1, column: 13 });
  });

  it('places an unexpected end after the last character', () => {
    expect(jsonSyntaxAt(errorOf('{"a":\n'), '{"a":\n')).toEqual({ message: 'Unexpected end of JSON input', line: 2, column: 1 });
  });

  it('reads the newer engines\' wording, which adds the line itself', () => {
    expect(jsonSyntaxAt("Expected ',' or '}' after property value in JSON at position 3 (line 1 column 4)", '{"a"1}')).toEqual({ message: "Expected ',' or '}' after property value", line: 1, column: 4 });
  });

  it('gives up on a message that names no place', () => {
    expect(jsonSyntaxAt('something else', '{')).toBeUndefined();
  });
});
