import { describe, expect, it } from 'vitest';
import { firstFilled } from './firstFilled';

const application = {
  parties: [{ sqr_lx: '0', data: { sqr_name: '银行甲' } }, { sqr_lx: '0', data: { sqr_name: '' } }, { sqr_lx: '0', data: { sqr_name: '银行乙' } }],
  units: [],
  rights: [{ form_id: 'dyqxx', data: { bdbzzqse: '', zgzqse: 300 } }],
};

describe('firstFilled', () => {
  it('takes the first path holding something, leaving out empty records', () => {
    expect(firstFilled(application, ['parties.10.sqr_name', 'parties.0.sqr_name'])).toEqual(['银行甲', '银行乙']);
    expect(firstFilled(application, ['rights.dyqxx.bdbzzqse', 'rights.dyqxx.zgzqse'])).toEqual(['300']);
  });

  it('answers nothing when no path holds anything', () => {
    expect(firstFilled(application, ['units.fwxx.bdcqzmh'])).toEqual([]);
    expect(firstFilled(application, undefined)).toEqual([]);
  });
});
