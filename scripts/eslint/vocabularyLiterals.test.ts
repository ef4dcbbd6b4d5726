import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importRulesOff } from './importRulesOff';

const fixture = readFileSync(new URL('./fixtures/vocabularyOffender.ts.txt', import.meta.url), 'utf8');
const flaggedLines = fixture
  .split('\n')
  .map((line, index) => (line.includes('// flagged') ? index + 1 : 0))
  .filter(Boolean);

/** The fixture linted with the project's configuration as if it were a file at `filePath`. */
async function vocabularyProblems(filePath: string): Promise<number[]> {
  const [result] = await new ESLint({ cwd: process.cwd(), overrideConfig: importRulesOff }).lintText(fixture, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.includes('schemas/vocabulary')).map((message) => message.line);
}

describe('the one-vocabulary lint rule (decision 0044)', () => {
  it('flags every literal state, savetype, business code and sub-form route in server code, and nothing else', async () => {
    expect(await vocabularyProblems('server/features/filing/offender.ts')).toEqual(flaggedLines);
  });

  it('holds in the app too', async () => {
    expect(await vocabularyProblems('src/features/filing/offender.tsx')).toEqual(flaggedLines);
  });

  it('leaves tests and migrations their literals', async () => {
    expect(await vocabularyProblems('server/features/filing/offender.test.ts')).toEqual([]);
    expect(await vocabularyProblems('server/db/migrations/0099_offender.ts')).toEqual([]);
  });
});
