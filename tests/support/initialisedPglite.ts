import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs initdb inside WASM at every first start: ~10 CPU-seconds, two thirds of a test
 * server's start on PGlite, and the suite starts dozens (decision 0071). initdb's output depends
 * only on the PGlite version, so it is made once per machine and version, and each test server's
 * empty folder gets a copy. Migrations, the seed and everything after run on it as on a first start.
 */
const version = (JSON.parse(fs.readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
const templateDir = path.join(os.tmpdir(), `hall-pglite-initdb-${version}`);

let made: Promise<void> | undefined;

/** Makes the template in a folder of its own and renames it into place: a half-made one is never seen. */
async function makeTemplate(): Promise<void> {
  if (fs.existsSync(templateDir)) return;
  const making = fs.mkdtempSync(`${templateDir}-making-`);
  const pglite = new PGlite(making);
  await pglite.waitReady;
  await pglite.close();
  try {
    fs.renameSync(making, templateDir);
  } catch {
    // Another test process made it first: theirs is the same.
    fs.rmSync(making, { recursive: true, force: true });
  }
}

/** Fills `folder` (the server's `<DATA_DIR>/pglite`, which must not exist yet) with an initialised, empty cluster. */
export async function copyInitialisedPglite(folder: string): Promise<void> {
  made ??= makeTemplate();
  await made;
  fs.cpSync(templateDir, folder, { recursive: true });
}

/**
 * A new data folder (under the system temp folder) whose PGlite cluster is already initialised:
 * for servers and processes whose subject is not the first start, which would otherwise spend
 * initdb's ~10 CPU-seconds each.
 */
export async function initialisedDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  await copyInitialisedPglite(path.join(dataDir, 'pglite'));
  return dataDir;
}
