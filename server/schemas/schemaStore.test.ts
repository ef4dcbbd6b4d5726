import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../engine/schemas/node/readSchemaFiles';
import { StartupError } from '../config/startupError';
import { readConfigurationFolder } from './configurationFolder';
import { createSchemaStore } from './schemaStore';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
fs.cpSync(DEFAULT_SCHEMAS_DIR, dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('schema store', () => {
  it('serves a published version whole, and switches to another as a whole', () => {
    const store = createSchemaStore({ dir });
    const first = readConfigurationFolder(dir).passing();
    expect(store.servedNumber()).toBeUndefined();
    const before = store.serve({ number: 1, ...first });
    expect(before.registry.dictionaries.get('DYFS')?.items[0]?.text).toBe('一般抵押');

    const edited = structuredClone(first.files) as Record<string, { items: Array<{ text: string }> }>;
    edited['dictionaries/DYFS.json']!.items[0]!.text = '普通抵押';
    const after = store.serve({ number: 2, hash: 'edited', files: edited });
    expect(store.get()).toBe(after);
    expect(after.registry.dictionaries.get('DYFS')?.items[0]?.text).toBe('普通抵押');
    expect(after.files.get('dictionaries/DYFS.json')?.etag).not.toBe(before.files.get('dictionaries/DYFS.json')?.etag);
    // The same version again keeps what is served.
    expect(store.serve({ number: 2, hash: 'edited', files: edited })).toBe(after);
  }, 30_000);

  it('never serves a folder that fails the check: it names the file and pointer instead', () => {
    fs.writeFileSync(path.join(dir, 'forms/zxdj.json'), '{"id": "zxdj"');
    const folder = readConfigurationFolder(dir);
    expect(() => folder.passing()).toThrow(StartupError);
    expect(() => folder.passing()).toThrow(/forms\/zxdj\.json.* {2}\/ {2}not valid JSON/);
    expect(() => createSchemaStore({ dir }).get()).toThrow(/fails schemas:check/);
  }, 30_000);
});
