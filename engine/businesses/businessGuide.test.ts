import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue } from '../schemas/types';
import { businessGuide } from './businessGuide';

const catalogue = {
  id: 'catalogue',
  defaultAliases: { qlrAlias: '权利人', ywrAlias: '义务人' },
  types: [],
  parents: [
    {
      Id: 'P30', Prodef_name: '转移登记', examplerange: '3',
      Prodefs: [
        { id: '3001', prodef_name: '二手房买卖', yhlx: '0', djlx: '200', qllx: '4', code: 'ZY01', titleConfig: 'fwxx-sale', guide: { title: '指南', content: '正文', titleEn: 'Guide', contentEn: 'Text' } },
        { id: '3002', prodef_name: '赠与', yhlx: '0', djlx: '200', qllx: '4', code: 'ZY02', titleConfig: 'fwxx-sale' },
      ],
    },
  ],
} as unknown as BusinessCatalogue;

describe('businessGuide', () => {
  it('answers the configured guide in the reader language, Chinese where there is no English', () => {
    expect(businessGuide(catalogue, '3001', 'zh-CN')).toEqual({ title: '指南', content: '正文' });
    expect(businessGuide(catalogue, '3001', 'en')).toEqual({ title: 'Guide', content: 'Text' });
  });

  it('answers nothing for a business without a guide or an unknown one', () => {
    expect(businessGuide(catalogue, '3002', 'zh-CN')).toBeUndefined();
    expect(businessGuide(catalogue, '9999', 'zh-CN')).toBeUndefined();
  });
});
