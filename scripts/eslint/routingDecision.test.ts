import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importRulesOff } from './importRulesOff';

/** Decision 0043: the browser navigates by the server's route; eslint.config.js keeps route lookups out of src/. */
// Loading ESLint's configuration and parsers takes seconds on a busy machine.
describe('the lint rule of one routing decision', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ overrideConfig: importRulesOff });
  const ruleIds = async (filePath: string, code: string) => (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => message.ruleId);

  it('refuses lookupRoute and routeApplication in src/, and lets the server and the sub-form table use theirs', async () => {
    const lookup = "import { lookupRoute } from '../../../../engine/routing/lookupRoute';\nexport const route = lookupRoute;\n";
    const decision = "import { routeApplication } from '../../../../engine/routing/routeApplication';\nexport const route = routeApplication;\n";
    expect(await ruleIds('src/features/filing/routes/Example.tsx', lookup)).toContain('no-restricted-imports');
    expect(await ruleIds('src/features/filing/routes/Example.tsx', decision)).toContain('no-restricted-imports');
    expect(await ruleIds('server/features/filing/example.ts', "import { lookupRoute } from '../../../engine/routing/lookupRoute';\nexport const route = lookupRoute;\n")).toEqual([]);
    expect(await ruleIds('src/features/filing/example.ts', "import { lookupSubformRoute } from '../../../engine/routing/lookupSubformRoute';\nexport const entry = lookupSubformRoute;\n")).toEqual([]);
  });
});
