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
});
