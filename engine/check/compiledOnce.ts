/**
 * Compiling a JSON Schema with ajv is most of what schemas:check costs, and its tests run the
 * check once per fixture folder over nearly the same tree: a compiled result is kept for the life
 * of the process under the exact JSON it was compiled from, so a schema is compiled once however
 * often it is checked. A failed compile is kept too, so it is reported the same way every time.
 */
export function compiledOnce<T>(cache: Map<string, T | Error>, source: unknown, compile: () => T): T | Error {
  const key = JSON.stringify(source);
  if (!cache.has(key)) {
    try {
      cache.set(key, compile());
    } catch (error) {
      cache.set(key, error as Error);
    }
  }
  return cache.get(key) as T | Error;
}
