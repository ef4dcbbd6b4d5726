import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Severity } from '../engine/check/types';
import { reportOf, runSchemasCheck } from './schemas-check';

const FIXTURES = path.resolve('tests/fixtures/schemas-check');

interface Expected {
  about: string;
  /** Errors unless a severity is given; line and column only for a file that does not parse. */
  problems: Array<{ file: string; pointer: string; reason: string; severity?: Severity; line?: number; column?: number }>;
}

describe('schemas:check', () => {
  it('passes on the repository schemas, without a warning', () => {
    const result = runSchemasCheck();
    expect(result.problems).toEqual([]);
    expect(result.checked).toBeGreaterThan(40);
  }, 30_000); // the first check compiles every meta-schema: seconds on a busy machine

  it('fails on an error and passes with warnings, printing both', () => {
    const failed = reportOf(runSchemasCheck({ overlay: path.join(FIXTURES, 'catalogue-code-not-in-dictionary') }));
    expect(failed.exitCode).toBe(1);
    expect(failed.stderr).toContain('businesses/catalogue.json  /parents/4/Prodefs/0/djlx  "500" is not a code of DJLX');
    const warned = reportOf(runSchemasCheck({ overlay: path.join(FIXTURES, 'business-without-guide') }));
    expect(warned).toEqual({ exitCode: 0, stdout: expect.stringContaining('businesses/catalogue.json  /parents/4/Prodefs/0  warning: business "5001" has no guide') });
    expect(warned.stdout).toMatch(/0 errors, 1 warning$/);
    const broken = reportOf(runSchemasCheck({ overlay: path.join(FIXTURES, 'invalid-json') }));
    expect(broken.stderr).toContain('forms/zxdj.json  /  not valid JSON: Expected \',\' or \'}\' after property value at line 5, column 3');
  }, 30_000);

  // Each fixture folder breaks the real tree in one way and says exactly what must be reported.
  for (const name of fs.readdirSync(FIXTURES).sort()) {
    const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, name, 'expected.json'), 'utf8')) as Expected;
    it(`${name}: ${expected.about}`, () => {
      const { problems } = runSchemasCheck({ overlay: path.join(FIXTURES, name) });
      expect(problems).toHaveLength(expected.problems.length);
      for (const want of expected.problems) {
        const place = want.line === undefined ? {} : { line: want.line, column: want.column };
        expect(problems).toContainEqual({ file: want.file, pointer: want.pointer, reason: expect.stringContaining(want.reason), severity: want.severity ?? 'error', ...place });
      }
    });
  }
});
