/**
 * npm run schemas:check — validates every file under schemas/ against its meta-schema and every
 * cross-reference, printing `file  /json/pointer  reason` per problem; exits 1 on any problem.
 *
 *   tsx scripts/schemas-check.ts [--dir schemas] [--overlay tests/fixtures/schemas-check/<case>] [--json]
 *
 * --overlay replaces/adds the files of a fixture folder over the tree (how the tests break one
 * file at a time); --json prints the result as JSON.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchemas, formatProblems, type CheckResult } from '../engine/check/checkSchemas';
import { overlayFiles } from '../engine/check/overlayFiles';
import { readSchemaFiles } from '../engine/schemas/node/readSchemaFiles';

export function runSchemasCheck(options: { dir?: string; overlay?: string } = {}): CheckResult {
  const base = readSchemaFiles(options.dir ? path.resolve(options.dir) : undefined);
  const files = options.overlay ? overlayFiles(base, readSchemaFiles(path.resolve(options.overlay))) : base;
  return checkSchemas(files);
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = runSchemasCheck({ dir: argument('--dir'), overlay: argument('--overlay') });
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else if (result.problems.length) console.error(formatProblems(result.problems));
  else console.log(`schemas:check: ${result.checked} files, all checks pass`);
  process.exitCode = result.problems.length ? 1 : 0;
}
