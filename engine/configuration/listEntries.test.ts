import { describe, expect, it } from 'vitest';
import { listEntries } from './listEntries';

describe('listEntries', () => {
  it('keys the rows of a list in one file, pointing at each', () => {
    const files = { 'appointments/reference.json': { centres: [{ id: 'a' }, { id: 'b' }] } };
    const entries = listEntries(files, 'appointments/reference.json', 'centres', (row) => String(row.id), (key) => `centre ${key}`);
    expect(entries.get('b')).toEqual({ name: 'centre b', file: 'appointments/reference.json', pointer: '/centres/1', value: { id: 'b' } });
  });
  it('is empty when the file or its list is missing', () => {
    expect(listEntries({}, 'x.json', 'rows', () => '', () => '').size).toBe(0);
  });
});
