import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiledOnce';

describe('compiledOnce', () => {
  it('compiles the same JSON once and again for different JSON', () => {
    const cache = new Map<string, string | Error>();
    let compiles = 0;
    const compile = (schema: object) => compiledOnce(cache, schema, () => `validator ${++compiles}`);
    expect(compile({ type: 'string' })).toBe('validator 1');
    expect(compile({ type: 'string' })).toBe('validator 1');
    expect(compile({ type: 'number' })).toBe('validator 2');
    expect(compiles).toBe(2);
  });

  it('keeps a failed compile and answers it again without compiling again', () => {
    const cache = new Map<string, string | Error>();
    let compiles = 0;
    const compile = () =>
      compiledOnce(cache, { $ref: 'nowhere' }, () => {
        compiles += 1;
        throw new Error("can't resolve reference nowhere");
      });
    expect(compile()).toEqual(new Error("can't resolve reference nowhere"));
    expect(compile()).toEqual(new Error("can't resolve reference nowhere"));
    expect(compiles).toBe(1);
  });
});
