import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { QueueRow } from '../../../../../engine/contract/staff/review';
import { queueKey, queueQuery } from '../api/queue';
import { bulkSummary, confirmsFirst, inQueue, lastDayOf, needsWords, queueFilter, stageName } from './queueView';

const row = { id: 'a1', deadline: '2026-04-01T00:00:00.000Z', stageName: '受理', stageNameEn: 'Acceptance' } as QueueRow;

describe('the work queue', () => {
  it('asks for the filter the form holds: overdue as 1 when ticked, the submission days as from/to', () => {
    const filter = queueFilter({ region: ' 130402 ', business: '', state: 'suspended', overdue: true, dates: [dayjs('2026-03-01'), null] });
    expect(queueKey(queueQuery(filter))).toBe('/review/queue?region=130402&state=suspended&overdue=1&from=2026-03-01');
    expect(queueQuery(queueFilter({ overdue: false }))).toBe('');
  });

  it('pages on with the last row as the cursor (its deadline and id)', () => {
    expect(queueQuery({}, row)).toBe(`after=${encodeURIComponent('2026-04-01T00:00:00.000Z|a1')}`);
  });

  it('shows the stage in the member’s language', () => {
    expect(stageName(row, 'zh-CN')).toBe('受理');
    expect(stageName(row, 'en')).toBe('Acceptance');
  });

  it('asks for words before a return or a rejection only', () => {
    expect(['accept', 'return', 'reject', 'approve'].filter(needsWords)).toEqual(['return', 'reject']);
  });

  it('confirms 登簿 and 发证 first, and leaves the send-back (which chooses a stage) to the case file', () => {
    expect(['accept', 'register', 'issue', 'approve'].filter(confirmsFirst)).toEqual(['register', 'issue']);
    expect(['approve', 'sendBack', 'suspend'].filter(inQueue)).toEqual(['approve', 'suspend']);
  });

  it('shows a deadline as its last day in China time, not the midnight after it', () => {
    expect(lastDayOf('2027-01-11T16:00:00.000Z')).toBe('2027-01-11');
  });

  it('sums up a bulk claim: how many went through, each refused case by its number with the reason', () => {
    const rows = [{ id: 'a1', prolsh: 'DJ1' }, { id: 'a2', prolsh: null }];
    const results = [{ id: 'a1', ok: true, message: null }, { id: 'a2', ok: false, message: '已由“demo-reviewer2”认领' }, { id: 'a3', ok: false, message: null }];
    expect(bulkSummary(results, rows)).toEqual({ ok: 1, refused: [{ number: 'a2', message: '已由“demo-reviewer2”认领' }, { number: 'a3', message: '' }] });
  });
});
