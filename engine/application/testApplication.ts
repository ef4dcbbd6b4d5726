import { idCardCheckDigit } from '../validation/idCard';
import type { ApplicationSnapshot } from './types';

/**
 * A complete first-mortgage application (business 1001, 100/4 → infofilldyqsc) with `parties`
 * right holders and one obligor: shared by the checkApplication tests and the bench.
 */
export function completeMortgageApplication(parties = 1): ApplicationSnapshot {
  // Each person their own (valid) number: one ID number is one person.
  const idNumber = (index: number) => {
    const first17 = `110105194912310${String(index).padStart(2, '0')}`;
    return first17 + idCardCheckDigit(first17);
  };
  const person = (sqr_lx: string, index: number) => ({
    sqr_lx,
    sqr_type: '2',
    sqr_name: `张${'一二三四五六七八九十'[index % 10]}`,
    sqr_zjlx: '1',
    sqr_zjh: idNumber(index),
    sqr_tel: '13800138000',
    sqr_adress: '河北省邯郸市丛台区人民路1号',
    sqr_gyfs: '1',
  });
  return {
    proinst: { id: 'a1', prodefid: '1001', djlx: '100', qllx: '4', xzqdm: '130402', appointment: '0' },
    sqrs: [...Array.from({ length: Math.max(parties - 1, 1) }, (_, index) => person('0', index)), person('1', parties)],
    units: [{ bdcqzmh: '冀(2023)邯郸市不动产权第0012345号', bdcdyh: '130402001001GB00001F00010001', zl: '邯郸市丛台区人民路1号', fwsyqmj: 98.6 }],
    qlxx: { dyqxx: { dyfs: '1', bdbzzqse: 80, jgdw: '1', czfs: '01', sfhbzs: '0', zqlxqx_start: '2024-03-01', zqlxqx_end: '2044-03-01', sfczjzhxzzrdybdcdyd: '1' } },
    materials: { sfzm: 2, bdcqz: 1, dyht: 1, zzqht: 1 },
  };
}
