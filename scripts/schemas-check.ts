/**
 * npm run schemas:check — validates every file under schemas/ against its meta-schema and every
 * cross-reference, printing `file  /json/pointer  reason` per problem (`warning: reason` for a
 * warning); exits 1 on any error (warnings are printed and pass).
 *
 *   tsx scripts/schemas-check.ts [--dir schemas] [--overlay tests/fixtures/schemas-check/<case>] [--json]
 *
 * --overlay replaces/adds the files of a fixture folder over the tree (how the tests break one
 * file at a time); --json prints the result as JSON. Icon and banner paths are checked against
 * the app's public/ folder beside the repository's schemas/, whichever folder is checked.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSchemas, formatProblems, type CheckResult } from '../engine/check/checkSchemas';
import { overlayFiles } from '../engine/check/overlayFiles';
import { publicAssets } from '../engine/check/publicAssets';
import { isError } from '../engine/check/types';
import { DEFAULT_SCHEMAS_DIR, readSchemaFiles } from '../engine/schemas/node/readSchemaFiles';

export function runSchemasCheck(options: { dir?: string; overlay?: string } = {}): CheckResult {
  const base = readSchemaFiles(options.dir ? path.resolve(options.dir) : undefined);
  const files = options.overlay ? overlayFiles(base, readSchemaFiles(path.resolve(options.overlay))) : base;
  return checkSchemas(files, { assets: publicAssets(path.join(path.dirname(DEFAULT_SCHEMAS_DIR), 'public')) });
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** What the command prints, and its exit code: 1 on any error; warnings are printed and pass. */
export function reportOf(result: CheckResult): { exitCode: 0 | 1; stdout?: string; stderr?: string } {
  const errors = result.problems.filter(isError).length;
  if (!result.problems.length) return { exitCode: 0, stdout: `schemas:check: ${result.checked} files, all checks pass` };
  const text = `${formatProblems(result.problems)}\nschemas:check: ${result.checked} files, ${counted(errors, 'error')}, ${counted(result.problems.length - errors, 'warning')}`;
  return errors ? { exitCode: 1, stderr: text } : { exitCode: 0, stdout: text };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = runSchemasCheck({ dir: argument('--dir'), overlay: argument('--overlay') });
  const report = reportOf(result);
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else if (report.stderr) console.error(report.stderr);
  else console.log(report.stdout);
  process.exitCode = report.exitCode;
}
