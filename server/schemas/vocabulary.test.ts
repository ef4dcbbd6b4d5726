import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_DIR } from '../../engine/schemas/node/readSchemaFiles';
import { stateAllows } from '../../engine/vocabulary/stateAllows';
import { createSchemaStore } from './schemaStore';
import { createSchemaService } from './service';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vocabulary-'));
fs.cpSync(DEFAULT_SCHEMAS_DIR, dir, { recursive: true });
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const file = path.join(dir, 'vocabulary/vocabulary.json');

describe("the schema service's vocabulary", () => {
  it('follows an edit of schemas/vocabulary without a restart, and refuses to guess when the file is refused', async () => {
    const service = createSchemaService(createSchemaStore({ dir, watch: true }));
    expect(stateAllows(service.vocabulary(), 11, 'edit')).toBe(true);

    const vocabulary = JSON.parse(fs.readFileSync(file, 'utf8'));
    vocabulary.states.find((state: { shzt: number }) => state.shzt === 11).allows = [];
    fs.writeFileSync(file, JSON.stringify(vocabulary));
    await wait(300);
    expect(stateAllows(service.vocabulary(), 11, 'edit')).toBe(false);

    // A state listed by two tabs would show an application twice: schemas:check refuses the file.
    vocabulary.tabs[0].states.push(0);
    fs.writeFileSync(file, JSON.stringify(vocabulary));
    await wait(300);
    expect(service.snapshot().refused.get('vocabulary/vocabulary.json')?.[0]?.reason).toMatch(/also listed by tab/);
    expect(() => service.vocabulary()).toThrow(/vocabulary\.json/);
  }, 30_000);
});
