import { describe, expect, it } from 'vitest';
import { draftOutcome } from './draftOutcome';

const stored = { formId: 'dyqxx', schemaVersion: 1, data: { dbfw: '全部' } };
const report = (data: Record<string, unknown>, schemaVersion = 1, review: Array<{ field: string; reason: string }> = []) => ({ data, schemaVersion, migrated: [], review });

describe('draftOutcome', () => {
  it('is unchanged when every record stays as it is', () => {
    expect(draftOutcome([{ stored, report: report({ dbfw: '全部' }) }])).toBe('unchanged');
    expect(draftOutcome([])).toBe('unchanged');
  });
  it('is migrated when a field is renamed or the form version rises', () => {
    expect(draftOutcome([{ stored, report: report({ dbfwsm: '全部' }, 2) }])).toBe('migrated');
  });
  it('asks for review when a field needs the citizen or the form is gone', () => {
    expect(draftOutcome([{ stored, report: report({ dbfw: '全部' }, 2, [{ field: 'dyhth', reason: 'form.reviewMissing' }]) }])).toBe('review');
    expect(draftOutcome([{ stored, report: undefined }])).toBe('review');
  });
});
