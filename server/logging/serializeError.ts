/**
 * What a log line keeps of an error: its kind, code, message and stack. Never the rest —
 * database errors carry the statement's parameters (a citizen's ID number, phone, name) and
 * their detail, which must not reach the log; the message itself is still masked line by line.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: error.message,
    stack: error.stack,
    ...(error.cause !== undefined ? { cause: serializeError(error.cause) } : {}),
  };
}
