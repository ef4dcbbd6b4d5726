import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../../../../engine/schemas/types';
import type { Application } from '../../../lib/filing/application';
import vocabularyFile from '../../../../schemas/vocabulary/vocabulary.json' with { type: 'json' };
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import type { Vocabulary } from '../../../../engine/vocabulary/types';
import { sectionRows } from './sectionRows';

const vocabulary = vocabularyFile as Vocabulary;
const recordId = (row: Record<string, unknown>) => recordIdOf(vocabulary, row);

const page: PageConfig = {
  id: 'p',
  kind: 'detail',
  route: '/p',
  title: 'p',
  sections: [
    { id: 'qlr', kind: 'party', partyType: '0', form: 'applicant', title: '权利人' },
    { id: 'dyqr', kind: 'party', partyType: '10', form: 'applicant', title: '抵押权人' },
    { id: 'units', kind: 'units', form: 'fwxx', title: '单元' },
    { id: 'dyq', kind: 'rights', form: 'dyqxx', title: '抵押' },
    { id: 'yg', kind: 'rights', form: 'ygqlxx', title: '预告' },
    { id: 'uploads', kind: 'uploads', title: '材料' },
  ],
};

const detail = {
  sqrs: [
    { sqr_id: 's1', sqr_lx: '0', sqr_name: '张建国' },
    { sqr_id: 's2', sqr_lx: '1', sqr_name: '李秀英' },
    { sqr_id: 's3', sqr_lx: 10, sqr_name: '银行' },
  ],
  units: [{ id: 'u1', bdcdyh: '130402001001GB00001F00010001' }],
  qlxxInfo: { DYQXX: { id: 'q1', dyfs: '1' } },
} as unknown as Application;

describe('sectionRows', () => {
  it('puts each record under the section that lists it', () => {
    const rows = sectionRows(page, detail, vocabulary);
    expect(rows.qlr!.map(recordId)).toEqual(['s1']);
    expect(rows.dyqr!.map(recordId)).toEqual(['s3']);
    expect(rows.units!.map(recordId)).toEqual(['u1']);
    expect(rows.dyq!.map(recordId)).toEqual(['q1']);
    expect(rows.yg).toEqual([]);
    expect(rows.uploads).toEqual([]);
  });
});
