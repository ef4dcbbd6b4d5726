import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBoundaries } from './importBoundaries.js';
import { importCycles } from './importCycles.js';

/** A small repository laid out as the diagram has it, with one wrong-way import and cycles of each kind. */
const FIXTURE: Record<string, string> = {
  'server/domain/refusal.ts': 'export const refusal = 1;\n',
  'server/http/answer.ts': "import { refusal } from '../domain/refusal';\nexport const answer = refusal;\n",
  'server/features/filing/service.ts': "import { slots } from '../appointments/service';\nexport const filing = slots;\n",
  'server/features/appointments/service.ts': 'export const slots = 1;\n',
  'server/features/catchcert/service.ts':
    "import type { Registry } from '../../registry/registry';\nimport { emulated } from '../../registry/emulatedRegistry';\nexport const found: Registry = emulated;\n",
  'server/registry/registry.ts': 'export type Registry = number;\n',
  'server/registry/emulatedRegistry.ts': "import type { Registry } from './registry';\nexport const emulated: Registry = 1;\n",
  'server/backoffice/review/queue.ts': "import { audit } from '../shared/audit';\nimport { caseFile } from '../casefile/caseFile';\nexport const queue = [audit, caseFile];\n",
  'server/backoffice/shared/audit.ts': 'export const audit = 1;\n',
  'server/backoffice/casefile/caseFile.ts': 'export const caseFile = 1;\n',
  'server/nowhere/thing.ts': "import { refusal } from '../domain/refusal';\nexport const thing = refusal;\n",
  'engine/one.ts': "import type { Two } from './two';\nexport type One = Two | 1;\n",
  'engine/two.ts': "import type { One } from './one';\nexport type Two = One | 2;\n",
  'engine/reach.ts': "import { answer } from '../server/http/answer';\nexport const reach = answer;\n",
  'scripts/bench.ts': "import { browser } from '../tests/support/browser';\nexport const bench = browser;\n",
  'scripts/paths.ts': "export const REPO = '.';\n",
  'tests/support/browser.ts': "import { REPO } from '../../scripts/paths';\nexport const browser = REPO;\n",
  'tests/support/browser.test.ts': "import { browser } from './browser';\nexport const checked = browser;\n",
  'src/staff/features/queue/QueuePage.ts': "import { page } from '../../../features/filing/page';\nexport const queue = page;\n",
  'src/features/filing/page.ts': "import { client } from '../../lib/client';\nexport const page = client;\n",
  'src/lib/client.ts': 'export const client = 1;\n',
};

let root: string;
/** file → the messages of both rules on it, "line: message". */
let problems: Map<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'import-boundaries': importBoundaries, 'import-cycles': importCycles } } },
        rules: { 'local/import-boundaries': 'error', 'local/import-cycles': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.ts']);
  problems = new Map(results.map((result) => [path.relative(root, result.filePath).split(path.sep).join('/'), result.messages.map((m) => `${m.line}: ${m.message}`)]));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the layer diagram in lint (decision 0070)', () => {
  it('reports an import the wrong way: a feature importing another, engine importing the server, the staff app importing the citizen app', () => {
    expect(problems.get('server/features/filing/service.ts')).toEqual(['1: server/features/filing must not import server/features/appointments (the layer diagram: docs/conventions.md "Layout")']);
    expect(problems.get('engine/reach.ts')).toEqual(['1: engine must not import server/http (the layer diagram: docs/conventions.md "Layout")']);
    expect(problems.get('src/staff/features/queue/QueuePage.ts')).toEqual(['1: src/staff/features/queue must not import src/features/filing (the layer diagram: docs/conventions.md "Layout")']);
  });

  it('lets a back-office feature share through server/backoffice/shared only', () => {
    expect(problems.get('server/backoffice/review/queue.ts')).toEqual(['2: server/backoffice/review must not import server/backoffice/casefile (the layer diagram: docs/conventions.md "Layout")']);
  });

  it('lets the register be reached through its interface only', () => {
    // The message lists every file the table lets others reach (registry.ts first).
    expect(problems.get('server/features/catchcert/service.ts')).toEqual([
      expect.stringMatching(/^2: server\/features\/catchcert reaches server\/registry through server\/registry\/registry\.ts or .+ only, not server\/registry\/emulatedRegistry\.ts$/),
    ]);
  });

  it('reports a folder the diagram has no place for', () => {
    expect(problems.get('server/nowhere/thing.ts')).toEqual(['1: server/nowhere/thing.ts is in no unit of the layer diagram (scripts/eslint/layers.js)']);
  });

  it('reports nothing for imports the right way', () => {
    for (const file of ['server/http/answer.ts', 'server/backoffice/shared/audit.ts', 'src/features/filing/page.ts', 'server/registry/emulatedRegistry.ts', 'tests/support/browser.test.ts'])
      expect(problems.get(file), file).toEqual([]);
  });
});

describe('no import cycles (decision 0070)', () => {
  it('reports both imports of a file cycle, type-only imports included', () => {
    expect(problems.get('engine/one.ts')).toEqual(['1: import cycle between files: engine/one.ts → engine/two.ts → engine/one.ts']);
    expect(problems.get('engine/two.ts')).toEqual(['1: import cycle between files: engine/two.ts → engine/one.ts → engine/two.ts']);
  });

  it('reports a folder cycle made of files that form none', () => {
    expect(problems.get('scripts/bench.ts')).toEqual(['1: import cycle between folders: scripts → tests → scripts']);
    expect(problems.get('tests/support/browser.ts')).toEqual(['1: import cycle between folders: tests → scripts → tests']);
  });
});
