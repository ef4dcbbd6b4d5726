import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../config/startupError';

const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

/** Makes the data folder if needed and proves it writable; a refusal names the path and the cause. */
export function ensureWritableFolder(folder: string, variable: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.accessSync(folder, fs.constants.W_OK);
  } catch (error) {
    throw new StartupError(`${variable} ${folder} is not a writable folder (${reasonOf(error)})`);
  }
}

/**
 * The embedded database's folder must be empty (a first start) or a whole PostgreSQL data folder.
 * PGlite re-initialises a folder without PG_VERSION, which would wipe what is left of a damaged
 * database: refuse instead, naming what is missing.
 */
export function checkPgliteFolder(folder: string): void {
  const entries = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  if (entries.length === 0) return;
  for (const required of ['PG_VERSION', path.join('global', 'pg_control')]) {
    if (!fs.existsSync(path.join(folder, required))) {
      throw new StartupError(
        `The database folder ${folder} holds data but ${required} is missing: it is damaged, and it is not re-initialised over. ` +
          'Restore it from a backup, or move it away to start with an empty database.',
      );
    }
  }
}
