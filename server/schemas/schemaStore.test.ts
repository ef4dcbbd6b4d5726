import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../engine/schemas/node/readSchemaFiles';
import { createSchemaStore } from './schemaStore';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
fs.cpSync(DEFAULT_SCHEMAS_DIR, dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('schema store', () => {
  it('picks up an edited file without a restart, and refuses a file that fails the check', async () => {
    const problems: string[] = [];
    const store = createSchemaStore({ dir, watch: true, onProblems: (_list, text) => problems.push(text) });
    const before = store.get();
    expect(before.refused.size).toBe(0);
    expect(before.registry.dictionaries.get('DYFS')?.items[0]?.text).toBe('一般抵押');

    const file = path.join(dir, 'dictionaries/DYFS.json');
    const dictionary = JSON.parse(fs.readFileSync(file, 'utf8'));
    dictionary.items[0].text = '普通抵押';
    fs.writeFileSync(file, JSON.stringify(dictionary));
    await wait(300);
    const edited = store.get();
    expect(edited.registry.dictionaries.get('DYFS')?.items[0]?.text).toBe('普通抵押');
    expect(edited.files.get('dictionaries/DYFS.json')?.etag).not.toBe(before.files.get('dictionaries/DYFS.json')?.etag);

    fs.writeFileSync(path.join(dir, 'forms/zxdj.json'), '{"id": "zxdj"');
    await wait(300);
    const broken = store.get();
    expect(broken.files.has('forms/zxdj.json')).toBe(false);
    expect(broken.refused.get('forms/zxdj.json')?.[0]?.reason).toMatch(/not valid JSON/);
    expect(broken.files.has('forms/dyqxx.json')).toBe(true);
    expect(problems.at(-1)).toMatch(/^forms\/zxdj\.json {2}\/ {2}not valid JSON/);
    // Three full checks of the tree: seconds on a busy two-core machine.
  }, 30_000);
});
