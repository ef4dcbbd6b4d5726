import { describe, expect, it } from 'vitest';
import type { PageSection } from '../../../engine/schemas/types';
import { recordId, rowsBySection } from './sectionRows';

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
    });
    expect(rows.qlr!.map(recordId)).toEqual(['p1', 'p3']);
    expect(rows.ywr!.map(recordId)).toEqual(['p2']);
    expect(rows.units!.map(recordId)).toEqual(['u1']);
    expect(rows['rights-dyqxx']).toEqual([{ id: 'r1', dyfs: '1' }]);
    expect(rows['rights-ygqlxx']).toEqual([]);
  });
});
