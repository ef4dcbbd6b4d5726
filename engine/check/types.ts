/** How much a problem weighs: an error fails the check (and a publish), a warning is shown and lets it through. */
export type Severity = 'error' | 'warning';

/**
 * One finding of schemas:check: the file, the JSON pointer inside it, and why. A check leaves
 * `severity` out for an error (most checks only find errors); checkSchemas answers every problem
 * with its severity set (ReportedProblem, the staff contract's ConfigProblem).
 */
export interface Problem {
  file: string;
  pointer: string;
  reason: string;
  severity?: Severity;
  /** Where a JSON syntax error is (1-based), when the file does not parse. */
  line?: number;
  column?: number;
}

export type ReportedProblem = Problem & { severity: Severity };

/** A problem that is shown and does not fail the check. */
export function warning(file: string, pointer: string, reason: string): Problem {
  return { file, pointer, reason, severity: 'warning' };
}

export const isError = (problem: Problem): boolean => problem.severity !== 'warning';

export interface CheckFile {
  path: string;
  json: unknown;
  parseError?: string;
  /** The file's text, when it was read from one: a syntax error is then placed by line and column. */
  text?: string;
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${pointerSegment(segment)}`).join('');
}
