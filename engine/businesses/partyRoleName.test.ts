import { describe, expect, it } from 'vitest';
import { partyRoleName } from './partyRoleName';

const catalogue = { defaultAliases: { qlrAlias: '权利人', ywrAlias: '义务人', qlrAliasEn: 'Right holder', ywrAliasEn: 'Obligor' } };
const sale = { id: '3001', prodef_name: '', yhlx: '0', djlx: '200', qllx: '4', code: '', titleConfig: '', qlrAlias: '买方', ywrAlias: '卖方', qlrAliasEn: 'Buyer', ywrAliasEn: 'Seller' };
const texts = [{ code: '10', text: '抵押权人', textEn: 'Mortgagee' }];

describe('partyRoleName', () => {
  it('names a party by its business alias, in either language', () => {
    expect(partyRoleName(catalogue, sale, '1', texts, 'zh-CN')).toBe('卖方');
    expect(partyRoleName(catalogue, sale, '0', texts, 'en')).toBe('Buyer');
  });
  it('falls back to the default aliases and the party type dictionary', () => {
    const plain = { ...sale, qlrAlias: undefined, ywrAlias: undefined, qlrAliasEn: undefined, ywrAliasEn: undefined };
    expect(partyRoleName(catalogue, plain, '1', texts, 'zh-CN')).toBe('义务人');
    expect(partyRoleName(catalogue, plain, '10', texts, 'en')).toBe('Mortgagee');
  });
});
