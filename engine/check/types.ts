/** One failure of schemas:check: the file, the JSON pointer inside it, and why. */
export interface Problem {
  file: string;
  pointer: string;
  reason: string;
}

export interface CheckFile {
  path: string;
  json: unknown;
  parseError?: string;
}

/** Escapes one JSON-pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointer(...segments: Array<string | number>): string {
  return segments.map((segment) => `/${pointerSegment(segment)}`).join('');
}
