import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importRulesOff } from './importRulesOff';

/** Decision 0069: server code and the engine read schemas/ through the schema service, never bundle it. */
// Loading ESLint's configuration and parsers takes seconds on a busy machine.
describe('the lint rule of configuration read from SCHEMAS_DIR', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ overrideConfig: importRulesOff });
  const ruleIds = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => message.ruleId);
  const bundled = "import en from '../../schemas/messages/en.json' with { type: 'json' };\nexport const texts = en;\n";
  const typeOnly = "import type en from '../../schemas/messages/en.json';\nexport type Texts = typeof en;\n";

  it('refuses a schemas/ JSON import in server/ and engine/, and lets a type, a test and the browser app have theirs', async () => {
    expect(await ruleIds('server/http/example.ts', bundled)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('engine/i18n/example.ts', bundled)).toContain('@typescript-eslint/no-restricted-imports');
    expect(await ruleIds('server/http/example.ts', typeOnly)).toEqual([]);
    expect(await ruleIds('server/http/example.test.ts', bundled)).toEqual([]);
    expect(await ruleIds('src/lib/i18n/example.ts', "import en from '../../../schemas/messages/en.json';\nexport const texts = en;\n")).toEqual([]);
  });
});
