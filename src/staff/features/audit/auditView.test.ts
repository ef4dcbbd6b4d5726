import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { translateStaff, type StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import '../../../lib/i18n/staffCatalogues';
import { auditKey } from './api';
import { auditActions, auditActionText, auditChangeLines, auditFilter, auditValueText } from './auditView';

const t = (key: StaffMessageKey, params?: Record<string, string | number>) => translateStaff('zh-CN', key, params);

describe('the audit page', () => {
  it('asks for the trimmed words and the days, and leaves out what is empty', () => {
    const filter = auditFilter({ actor: ' admin ', action: '', dates: [dayjs('2026-02-01'), dayjs('2026-02-03')] });
    expect(auditKey(filter)).toBe('/audit?actor=admin&from=2026-02-01&to=2026-02-03');
    expect(auditKey(auditFilter({}))).toBe('/audit?');
  });

  it('names an action in words, and one the catalogue lacks by its code', () => {
    expect(auditActionText('review.accept', t)).toBe('受理');
    expect(auditActionText('staff.unlock', t)).toBe('解锁账号');
    expect(auditActionText('something.new', t)).toBe('something.new');
    expect(auditActions()).toContain('review.claim');
  });

  it('writes values as a member reads them: 是/否, China time, lists joined', () => {
    expect(auditValueText(true, t)).toBe('是');
    expect(auditValueText('2026-11-27T19:02:16.400Z', t)).toBe('2026-11-28 03:02:16');
    expect(auditValueText(['reviewer', 'registrar'], t)).toBe('reviewer、registrar');
    expect(auditValueText(null, t)).toBe('—');
  });

  it('shows only the fields that changed, by their labels', () => {
    expect(auditChangeLines({ before: { disabled: false }, after: { disabled: true } }, t)).toEqual([{ field: '停用', before: '否', after: '是' }]);
    expect(auditChangeLines({ before: { stage: 'acceptance', shzt: 1 }, after: { id: 'x', stage: 'firstReview', shzt: 1 } }, t)).toEqual([{ field: '环节', before: 'acceptance', after: 'firstReview' }]);
    expect(auditChangeLines({ before: null, after: { roles: ['reviewer'] } }, t)).toEqual([{ field: '角色', before: '—', after: 'reviewer' }]);
  });
});
