import { describe, expect, it } from 'vitest';
import { schemaBundle } from './schemaBundle';
import { createSchemaStore } from '../../schemas/schemaStore';

const snapshot = createSchemaStore().get();
const served = { hash: snapshot.version, files: Object.fromEntries([...snapshot.files.values()].map((file) => [file.path, file.json])) };

describe('schemaBundle', () => {
  it('holds every served file of the kinds asked for, and no other', () => {
    const bundle = schemaBundle(served, ['dictionary', 'routing']);
    const paths = Object.keys(bundle.files);
    expect(paths).toContain('dictionaries/DYFS.json');
    expect(paths).toContain('routing/fill-routes.json');
    expect(paths.some((path) => path.startsWith('forms/'))).toBe(false);
    expect(bundle.files['dictionaries/DYFS.json']).toEqual(snapshot.files.get('dictionaries/DYFS.json')!.json);
  });
  it('has one ETag per configuration version and set of kinds, whatever their order', () => {
    const one = schemaBundle(served, ['form', 'dictionary']);
    expect(schemaBundle(served, ['dictionary', 'form', 'form']).etag).toBe(one.etag);
    expect(schemaBundle(served, ['form']).etag).not.toBe(one.etag);
    expect(one.etag).toMatch(/^"[0-9a-f]+"$/);
  });
});
