import { describe, expect, it } from 'vitest';
import { rejectionText } from './rejectionText';

describe('rejectionText', () => {
  it('joins the two opinions with one separator, not after a full stop', () => {
    expect(rejectionText(true, ['请补充抵押合同材料。', '权籍调查信息有误。'])).toBe('请补充抵押合同材料；权籍调查信息有误。');
    expect(rejectionText(true, ['材料不全;  ', '面积不符'])).toBe('材料不全；面积不符');
  });
  it('shows one opinion as it is, and nothing when there is none', () => {
    expect(rejectionText(true, ['', '权籍调查信息有误。'])).toBe('权籍调查信息有误。');
    expect(rejectionText(true, ['请补充材料。', null])).toBe('请补充材料。');
    expect(rejectionText(true, [null, '  '])).toBe('');
  });
  it('is empty for an application that is not rejected (an old opinion is not shown again)', () => {
    expect(rejectionText(false, ['请补充材料。', '有误'])).toBe('');
  });
});
