import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSchemasCheck } from './schemas-check';

const FIXTURES = path.resolve('tests/fixtures/schemas-check');

interface Expected {
  about: string;
  problems: Array<{ file: string; pointer: string; reason: string }>;
}

describe('schemas:check', () => {
  it('passes on the repository schemas', () => {
    const result = runSchemasCheck();
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(40);
  });

  // Each fixture folder breaks the real tree in one way and says exactly what must be reported.
  for (const name of fs.readdirSync(FIXTURES).sort()) {
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, name, 'expected.json'), 'utf8')) as Expected;
    it(`${name}: ${expected.about}`, () => {
      const { problems } = runSchemasCheck({ overlay: path.join(FIXTURES, name) });
      expect(problems).toHaveLength(expected.problems.length);
      for (const want of expected.problems) {
        expect(problems).toContainEqual({ file: want.file, pointer: want.pointer, reason: expect.stringContaining(want.reason) });
      }
    });
  }
});
