import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../engine/schemas/types';
import vocabularyFile from '../../../schemas/vocabulary/vocabulary.json' with { type: 'json' };
import { recordIdOf } from '../../../engine/vocabulary/recordIdOf';
import type { Vocabulary } from '../../../engine/vocabulary/types';
import { recordFor, rowsBySection } from './sectionRows';

const vocabulary = vocabularyFile as Vocabulary;
const recordId = (row: Record<string, unknown>) => recordIdOf(vocabulary, row);

const sections: PageSection[] = [
  { id: 'qlr', kind: 'party', partyType: '0', form: 'applicant', title: '权利人' },
  { id: 'ywr', kind: 'party', partyType: '1', form: 'applicant', title: '义务人' },
  { id: 'units', kind: 'units', form: 'fwxx', title: '不动产单元信息' },
  { id: 'rights-dyqxx', kind: 'rights', form: 'dyqxx', title: '抵押权信息' },
  { id: 'rights-ygqlxx', kind: 'rights', form: 'ygqlxx', title: '预告权利信息' },
];

describe('rowsBySection', () => {
  it('gives each section its records: parties by type, every unit, the rights record of its form', () => {
    const rows = rowsBySection(sections, {
      sqrs: [
        { sqr_id: 'p1', sqr_lx: '0' },
        { sqr_id: 'p2', sqr_lx: '1' },
        { sqr_id: 'p3', sqr_lx: 0 },
      ],
      units: [{ id: 'u1' }],
      qlxxInfo: { DYQXX: { id: 'r1', dyfs: '1' } },
    }, vocabulary);
    expect(rows.qlr!.map(recordId)).toEqual(['p1', 'p3']);
    expect(rows.ywr!.map(recordId)).toEqual(['p2']);
    expect(rows.units!.map(recordId)).toEqual(['u1']);
    expect(rows['rights-dyqxx']).toEqual([{ id: 'r1', dyfs: '1' }]);
    expect(rows['rights-ygqlxx']).toEqual([]);
  });
});

describe('recordFor', () => {
  const application = { sqrs: [{ sqr_id: 'p1', sqr_lx: '0' }], units: [{ id: 'u1' }], qlxxInfo: { DYQXX: { id: 'r1' } } };

  it('finds the party or unit by its id, and the rights record by its form', () => {
    expect(recordFor(application, { form: 'applicant', partyType: '0' }, 'p1', vocabulary)).toEqual({ sqr_id: 'p1', sqr_lx: '0' });
    expect(recordFor(application, { form: 'fwxx' }, 'u1', vocabulary)).toEqual({ id: 'u1' });
    expect(recordFor(application, { form: 'dyqxx', savetype: '3' }, '', vocabulary)).toEqual({ id: 'r1' });
    expect(recordFor(application, { form: 'fwxx' }, '', vocabulary)).toBeUndefined();
  });
});
