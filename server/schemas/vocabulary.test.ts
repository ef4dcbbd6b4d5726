import { describe, expect, it } from 'vitest';
import { stateAllows } from '../../engine/vocabulary/stateAllows';
import { checkConfiguration, checkFilesOf, errorsIn } from './configurationCheck';
import { readConfigurationFolder } from './configurationFolder';
import { createSchemaStore } from './schemaStore';
import { createSchemaService } from './service';

describe("the schema service's vocabulary", () => {
  it('follows a published edit of schemas/vocabulary without a restart, and a vocabulary the check refuses is never published', () => {
    const first = readConfigurationFolder().passing();
    const store = createSchemaStore();
    store.serve({ number: 1, ...first });
    const service = createSchemaService(store);
    expect(stateAllows(service.vocabulary(), 11, 'edit')).toBe(true);

    const files = structuredClone(first.files) as Record<string, { states: Array<{ shzt: number; allows: string[] }>; tabs: Array<{ states: number[] }> }>;
    const vocabulary = files['vocabulary/vocabulary.json']!;
    vocabulary.states.find((state) => state.shzt === 11)!.allows = [];
    store.serve({ number: 2, hash: 'edited', files });
    expect(stateAllows(service.vocabulary(), 11, 'edit')).toBe(false);

    // A state listed by two tabs would show an application twice: schemas:check refuses it.
    vocabulary.tabs[0]!.states.push(0);
    expect(errorsIn(checkConfiguration(checkFilesOf(files))).find((problem) => problem.file === 'vocabulary/vocabulary.json')?.reason).toMatch(/also listed by tab/);
  }, 30_000);
});
