import { checkSchemas } from '../../engine/check/checkSchemas';
import type { CheckFile } from '../../engine/check/types';
import type { ConfigProblem } from '../../engine/contract/staff/configuration';

/** schemas:check of a whole configuration, as the console reads it: a problem without a severity is an error. */
export function checkConfiguration(files: readonly CheckFile[]): ConfigProblem[] {
  return checkSchemas(files).problems.map((problem) => ({ severity: 'error', ...problem }) as ConfigProblem);
}

/** The problems that stop a publish. */
export const errorsIn = (problems: readonly ConfigProblem[]) => problems.filter((problem) => problem.severity === 'error');

/** A candidate sent whole as parsed JSON (the console), as the check reads files. */
export const checkFilesOf = (files: Record<string, unknown>): CheckFile[] => Object.entries(files).map(([path, json]) => ({ path, json }));

/** `file  /pointer  reason` (with line and column when the file does not parse), one line per problem. */
export function describeProblems(problems: readonly ConfigProblem[]): string {
  return problems.map((problem) => `${problem.file}${problem.line ? `:${problem.line}:${problem.column ?? 1}` : ''}  ${problem.pointer || '/'}  ${problem.reason}${problem.severity === 'warning' ? ' (warning)' : ''}`).join('\n');
}
