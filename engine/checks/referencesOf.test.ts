import { describe, expect, it } from 'vitest';
import { referencesOf } from './referencesOf';

const config = {
  references: [
    { records: 'units', field: 'bdcqzmh', names: 'certificate' },
    { records: 'rights', form: 'zxdj', field: 'BDCZMH', names: 'proof' },
  ],
} as const;

describe('referencesOf', () => {
  it('reads the units\' and the rights form\'s numbers, trimmed, each once, blanks left out', () => {
    const snapshot = { units: [{ bdcqzmh: ' 冀A ' }, { bdcqzmh: '冀A' }, { bdcqzmh: '' }, {}], qlxx: { zxdj: { BDCZMH: '冀B' } } };
    expect(referencesOf(snapshot, { references: [...config.references] })).toEqual([
      { number: '冀A', names: 'certificate' },
      { number: '冀B', names: 'proof' },
    ]);
    expect(referencesOf({ units: [], qlxx: {} }, { references: [...config.references] })).toEqual([]);
  });
});
