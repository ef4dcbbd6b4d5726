import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue } from '../../../engine/schemas/types';
import { businessNameIn } from './businessNameIn';

const catalogue = { parents: [{ Prodefs: [{ id: '1001', prodef_name: '一般抵押权首次登记', prodef_nameEn: 'First registration of an ordinary mortgage' }] }] } as unknown as BusinessCatalogue;

describe('businessNameIn', () => {
  it('gives the catalogue’s English name of a business named in Chinese, and keeps unknown names', () => {
    expect(businessNameIn(catalogue, '一般抵押权首次登记', 'en')).toBe('First registration of an ordinary mortgage');
    expect(businessNameIn(catalogue, '一般抵押权首次登记', 'zh-CN')).toBe('一般抵押权首次登记');
    expect(businessNameIn(catalogue, '已下架的业务', 'en')).toBe('已下架的业务');
  });
});
