import { describe, expect, it } from 'vitest';
import { contactParts } from './contactParts';

describe('contactParts', () => {
  it('makes landlines, mobiles and service numbers callable, keeping their written form', () => {
    expect(contactParts('咨询电话：0310-3196700')).toEqual([{ text: '咨询电话：' }, { phone: '0310-3196700', tel: '03103196700' }]);
    expect(contactParts('手机 13812345678，热线12345')).toEqual([{ text: '手机 ' }, { phone: '13812345678', tel: '13812345678' }, { text: '，热线' }, { phone: '12345', tel: '12345' }]);
  });

  it('keeps times, ranges and codes whole without making them callable', () => {
    expect(contactParts('上午8:30—12:00，邮编056002')).toEqual([{ text: '上午' }, { number: '8:30—12:00' }, { text: '，邮编' }, { number: '056002' }]);
    expect(contactParts('邯郸市不动产登记中心')).toEqual([{ text: '邯郸市不动产登记中心' }]);
  });
});
