import { StartupError } from '../config/startupError';

/**
 * The one readable line for a database that cannot be opened: PGlite's WASM aborts carry pages
 * of minified source and pg's errors a stack, neither of which tells an operator what to fix.
 */
export function openFailure(error: unknown, where: string): StartupError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = (message.split('\n').find((line) => line.trim() !== '') ?? 'unknown error').trim().slice(0, 200);
  return new StartupError(`The database ${where} could not be opened: ${typeof code === 'string' ? `${code} ` : ''}${firstLine}`);
}
