import { describe, expect, it } from 'vitest';
import type { PageSection } from '../schemas/types';
import { sectionRecords, type ApplicationRecords } from './sectionRecords';

describe('sectionRecords', () => {
  const records: ApplicationRecords<Record<string, unknown>> = {
    sqrs: [{ sqr_lx: '0', sqr_name: '甲' }, { sqr_lx: 1, sqr_name: '乙' }, { sqr_lx: '10', sqr_name: '丙' }],
    units: [{ zl: '人民路1号' }],
    rights: (formId: string) => (formId === 'dyqxx' ? { dyfs: '1' } : undefined),
  };
  const section = (kind: PageSection['kind'], extra: Partial<PageSection> = {}): PageSection => ({ id: kind, kind, title: kind, ...extra });

  it('lists the parties of the section’s type (text or number), the units, or the one rights record', () => {
    expect(sectionRecords(section('party', { partyType: '1' }), records)).toEqual([{ sqr_lx: 1, sqr_name: '乙' }]);
    expect(sectionRecords(section('units'), records)).toEqual([{ zl: '人民路1号' }]);
    expect(sectionRecords(section('rights', { form: 'dyqxx' }), records)).toEqual([{ dyfs: '1' }]);
    expect(sectionRecords(section('rights', { form: 'qlxx' }), records)).toEqual([]);
    expect(sectionRecords(section('uploads'), records)).toEqual([]);
  });
});
