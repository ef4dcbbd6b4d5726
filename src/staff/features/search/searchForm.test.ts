import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { searchQueryOf } from './searchForm';

describe('searchQueryOf', () => {
  it('trims the words, leaves out what is empty, joins an ID number typed in groups, sends the days', () => {
    expect(searchQueryOf({ party: ' 张三 ', prolsh: '', idNumber: '130402 19900101 1231', region: '130403', dates: [dayjs('2026-11-01'), dayjs('2026-11-28')] })).toEqual({
      party: '张三',
      prolsh: undefined,
      idNumber: '130402199001011231',
      region: '130403',
      from: '2026-11-01',
      to: '2026-11-28',
    });
  });

  it('asks nothing when nothing is filled', () => {
    expect(searchQueryOf({ party: '  ', dates: null })).toBeUndefined();
  });
});
