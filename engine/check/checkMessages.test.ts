import { describe, expect, it } from 'vitest';
import { checkMessages } from './checkMessages';

describe('checkMessages', () => {
  it('names a key one catalogue lacks, and a value that is not text', () => {
    const { problems } = checkMessages([
      { path: 'messages/zh-CN.json', json: { 'a.b': '甲', 'c/d': '乙' } },
      { path: 'messages/en.json', json: { 'a.b': 1 } },
    ]);
    expect(problems).toEqual([
      { file: 'messages/en.json', pointer: '/a.b', reason: 'a message must be text' },
      { file: 'messages/en.json', pointer: '/c~1d', reason: 'message key missing here but present in another catalogue' },
    ]);
  });

  it("compares a folder's catalogues with each other only (the staff's beside the citizen's)", () => {
    const { problems } = checkMessages([
      { path: 'messages/zh-CN.json', json: { 'a.b': '甲' } },
      { path: 'messages/en.json', json: { 'a.b': 'A' } },
      { path: 'messages/staff/zh-CN.json', json: { 'staff.x': '乙' } },
      { path: 'messages/staff/en.json', json: {} },
    ]);
    expect(problems).toEqual([{ file: 'messages/staff/en.json', pointer: '/staff.x', reason: 'message key missing here but present in another catalogue' }]);
  });
});
