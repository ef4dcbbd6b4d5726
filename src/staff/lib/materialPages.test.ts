import { describe, expect, it } from 'vitest';
import { materialPages } from './materialPages';

describe('materialPages', () => {
  it('runs through every group in order, naming the group of each picture', () => {
    const pages = materialPages([
      { name: '身份证明', pictures: [{ id: 'a' }, { id: 'b' }] },
      { name: '不动产权证书', pictures: [] },
      { name: '抵押合同', pictures: [{ id: 'c' }] },
    ] as never);
    expect(pages.total).toBe(3);
    expect([1, 2, 3].map(pages.groupOf)).toEqual(['身份证明', '身份证明', '抵押合同']);
    expect(pages.groupOf(4)).toBe('');
  });
});
