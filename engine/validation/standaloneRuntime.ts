/**
 * The two helpers ajv's generated code may `require` from ajv/dist/runtime. The build script
 * rewrites those requires to these functions, so the precompiled module is plain ESM with no
 * CommonJS interop and no dependency on the ajv package at run time.
 */

/** Length in Unicode code points (what ajv counts for minLength/maxLength). */
export function ucs2length(text: string): number {
  let length = 0;
  for (const _char of text) length += 1;
  return length;
}

/** Structural equality for enum/const/uniqueItems on non-primitive values. */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => equal(item, b[index]));
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && equal((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export const STANDALONE_RUNTIME = { ucs2length, equal } as const;
