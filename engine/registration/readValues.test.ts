import { describe, expect, it } from 'vitest';
import { readValues } from './readValues';

const application = {
  parties: [
    { sqr_lx: '0', data: { sqr_name: '张三', sqr_zjh: '1' } },
    { sqr_lx: '1', data: { sqr_name: '李四' } },
    { sqr_lx: '0', data: { sqr_name: ' 王五 ' } },
  ],
  units: [{ form_id: 'fwxx', data: { bdcqzmh: 'A', fwsyqmj: 98.5 } }],
  rights: [{ form_id: 'dyqxx', data: { bdbzzqse: 50, zgzqse: null } }],
};

describe('readValues', () => {
  it('reads a field of every record the path names, trimmed, in order', () => {
    expect(readValues(application, 'parties.0.sqr_name')).toEqual(['张三', '王五']);
    expect(readValues(application, 'parties.0.sqr_zjh')).toEqual(['1', '']);
    expect(readValues(application, 'units.fwxx.fwsyqmj')).toEqual(['98.5']);
    expect(readValues(application, 'rights.dyqxx.bdbzzqse')).toEqual(['50']);
  });

  it('answers empty strings for missing values and nothing for records or paths that are not there', () => {
    expect(readValues(application, 'rights.dyqxx.zgzqse')).toEqual(['']);
    expect(readValues(application, 'parties.10.sqr_name')).toEqual([]);
    expect(readValues(application, 'rights.zxdj.BDCZMH')).toEqual([]);
    expect(readValues(application, 'other.x.y')).toEqual([]);
    expect(readValues(application, 'units.fwxx')).toEqual([]);
  });
});
