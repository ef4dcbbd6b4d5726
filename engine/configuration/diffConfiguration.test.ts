import { describe, expect, it } from 'vitest';
import { loadTestRegistry } from '../validation/testing';
import { readSchemaFiles, filesToMap } from '../schemas/node/readSchemaFiles';
import { diffConfiguration } from './diffConfiguration';

describe('diffConfiguration', () => {
  it('finds nothing between a configuration and itself', () => {
    const files = filesToMap(readSchemaFiles());
    expect(diffConfiguration(files, structuredClone(files))).toEqual([]);
  });
  it('names each kind of change once, beside the file it is in', () => {
    loadTestRegistry();
    const before = filesToMap(readSchemaFiles());
    const after = structuredClone(before) as Record<string, Record<string, unknown>>;
    (after['dictionaries/DYFS.json']!.items as Array<{ text: string }>)[0]!.text = '普通抵押';
    const kinds = diffConfiguration(before, after).map(({ kind, change, name }) => `${kind} ${change} ${name}`);
    expect(kinds).toEqual(['file changed dictionaries/DYFS.json', 'dictionary changed DYFS']);
  });
});
