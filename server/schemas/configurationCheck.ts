import path from 'node:path';
import { checkSchemas } from '../../engine/check/checkSchemas';
import { publicAssets } from '../../engine/check/publicAssets';
import { DEFAULT_SCHEMAS_DIR } from '../../engine/schemas/node/readSchemaFiles';
import type { CheckFile } from '../../engine/check/types';
import type { ConfigProblem } from '../../engine/contract/staff/configuration';

// The app's own icons and banners (public/, beside the repository's schemas/), that a configuration's
// icon paths must name, as `npm run schemas:check` checks them; read once, they change with a deploy.
let appAssets: Set<string> | undefined | null = null;
const assets = () => (appAssets === null ? (appAssets = publicAssets(path.join(path.dirname(DEFAULT_SCHEMAS_DIR), 'public'))) : appAssets);

/** schemas:check of a whole configuration, as the console and publishing read it. */
export function checkConfiguration(files: readonly CheckFile[]): ConfigProblem[] {
  return checkSchemas(files, { assets: assets() }).problems;
}

/** The problems that stop a publish. */
export const errorsIn = (problems: readonly ConfigProblem[]) => problems.filter((problem) => problem.severity === 'error');

/** A candidate sent whole as parsed JSON (the console), as the check reads files. */
export const checkFilesOf = (files: Record<string, unknown>): CheckFile[] => Object.entries(files).map(([path, json]) => ({ path, json }));

/** `file  /pointer  reason` (with line and column when the file does not parse), one line per problem. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((problem) => `${problem.file}${problem.line ? `:${problem.line}:${problem.column ?? 1}` : ''}  ${problem.pointer || '/'}  ${problem.reason}${problem.severity === 'warning' ? ' (warning)' : ''}`).join('\n');
}
