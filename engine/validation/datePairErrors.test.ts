import { describe, expect, it } from 'vitest';
import { datePairErrors } from './datePairErrors';
import type { MessageContext } from './messageForError';

const rootSchema = { type: 'object', properties: { from: { type: 'string', title: '起始', format: 'date' }, to: { type: 'string', title: '结束', format: 'date' } } };
const context = (data: Record<string, unknown>, labels?: Record<string, string>): MessageContext => ({
  data,
  rootSchema,
  locale: 'zh-CN',
  labels,
  translate: (key, params) => `${key}:${params?.name}<${params?.start}`,
});
const pairs = [{ start: 'from', end: 'to' }];

describe('datePairErrors', () => {
  it('puts an end before its start on the end field, named as the title configuration names it', () => {
    expect(datePairErrors(pairs, context({ from: '2024-01-02', to: '2024-01-01' }))).toEqual([
      { path: '/to', field: 'to', keyword: 'datePair', messageKey: 'validation.endBeforeStart', params: { name: '结束', start: '起始' }, message: 'validation.endBeforeStart:结束<起始' },
    ]);
    expect(datePairErrors(pairs, context({ from: '2024-01-02', to: '2024-01-01' }, { to: '合同终止' }))[0]?.params.name).toBe('合同终止');
  });
  it('takes a one-day period, and leaves missing or malformed dates to required and format', () => {
    for (const data of [{ from: '2024-01-01', to: '2024-01-01' }, { to: '2024-01-01' }, { from: '2024-13-01', to: '2024-01-01' }]) {
      expect(datePairErrors(pairs, context(data)), JSON.stringify(data)).toEqual([]);
    }
    expect(datePairErrors(undefined, context({ from: '2024-01-02', to: '2024-01-01' }))).toEqual([]);
  });
});
