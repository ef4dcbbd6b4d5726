import { describe, expect, it } from 'vitest';
import { translateStaff } from '../../../../engine/i18n/translateStaff';
import type { StaffT } from '../../lib/i18n';
import { noticeLink, noticeText } from './noticeText';

const t: StaffT = (key, params) => translateStaff('zh-CN', key, params);

describe('noticeText and noticeLink', () => {
  it('words each kind of notice, with what it counts', () => {
    expect(noticeText(t, { kind: 'submitted', params: {} })).toBe('新申请待受理');
    expect(noticeText(t, { kind: 'transferred', params: { stage: 'firstReview' } })).toBe('案件转交给您');
    expect(noticeText(t, { kind: 'digest', params: { count: 3, date: '2026-11-29' } })).toBe('明日到期提醒：3件案件将于2026-11-29日终前超期');
    expect(noticeText(t, { kind: 'outboxBacklog', params: { count: 120, minutes: 15 } })).toBe('消息积压：120条消息等待超过15分钟');
  });
  it('leads to the case, the dead letters or the queue', () => {
    expect(noticeLink({ kind: 'sentBack', applicationId: 'abc' })).toBe('/applications/abc');
    expect(noticeLink({ kind: 'deadLetter', applicationId: null })).toBe('/outbox');
    expect(noticeLink({ kind: 'digest', applicationId: null })).toBe('/queue');
  });
});
