import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServedValidatorModule } from '../../engine/contract/validatorModules';
import type { CompiledValidate } from '../../engine/validation/types';
import { FORMAT_FUNCTIONS } from '../../engine/validation/formatFunctions';
import { STANDALONE_RUNTIME } from '../../engine/validation/standaloneRuntime';

/**
 * A served validator module's code imported as the browser imports it (a file of its own, not
 * evaluated), and its validators made as the page makes them (engine/renderer/validation/loadServed.ts).
 */
export async function importServedModule(code: string): Promise<{ hash: string; validators: Record<string, CompiledValidate> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-served-validator-'));
  const file = path.join(dir, 'module.mjs');
  fs.writeFileSync(file, code);
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as ServedValidatorModule;
    return { hash: module.hash, validators: module.default(FORMAT_FUNCTIONS, STANDALONE_RUNTIME) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
