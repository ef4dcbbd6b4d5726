import { describe, expect, it } from 'vitest';
import type { BusinessCatalogue } from '../schemas/types';
import { checkGuides } from './checkGuides';

describe('checkGuides', () => {
  it('warns of a business without its guide', () => {
    const guide = { title: '更正登记办事指南', content: '一、适用范围' };
    const catalogue = { parents: [{ Prodefs: [{ id: '1001', guide }] }, { Prodefs: [{ id: '5001' }] }] } as unknown as BusinessCatalogue;
    expect(checkGuides('businesses/catalogue.json', catalogue)).toEqual([
      { file: 'businesses/catalogue.json', pointer: '/parents/1/Prodefs/0', reason: 'business "5001" has no guide (业务须知): its citizens start without one', severity: 'warning' },
    ]);
  });
});
