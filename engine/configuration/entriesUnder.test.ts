import { describe, expect, it } from 'vitest';
import { entriesUnder } from './entriesUnder';

describe('entriesUnder', () => {
  it('keeps the files of one folder, keyed by path and named from their content', () => {
    const entries = entriesUnder({ 'forms/a.json': { id: 'a' }, 'dictionaries/B.json': {} }, 'forms/', (json) => (json as { id: string }).id);
    expect([...entries.entries()]).toEqual([['forms/a.json', { name: 'a', file: 'forms/a.json', pointer: '', value: { id: 'a' } }]]);
  });
});
