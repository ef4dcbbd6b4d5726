import { describe, expect, it } from 'vitest';
import type { RegistrationEffectConfig } from '../schemas/types';
import { resolveEffect } from './resolveEffect';

const place = { certificate: ['units.fwxx.bdcqzmh', 'units.dyxx.bdcqzmh'], unit: ['units.fwxx.bdcdyh', 'units.dyxx.bdcdyh'] };
const mortgage: RegistrationEffectConfig = {
  businesses: ['1001'],
  kind: 'addMortgage',
  ...place,
  values: {
    mortgagee: ['parties.10.sqr_name', 'parties.0.sqr_name'],
    mortgagor: ['parties.1.sqr_name'],
    amount: ['rights.dyqxx.bdbzzqse', 'rights.dyqxx.zgzqse'],
    amountUnit: ['rights.dyqxx.jgdw'],
    periodStart: ['rights.dyqxx.zqlxqx_start'],
    periodEnd: ['rights.dyqxx.zqlxqx_end'],
  },
};
const unit = { form_id: 'fwxx', data: { bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: 'U1' } };
const filed = {
  parties: [
    { sqr_lx: '0', data: { sqr_name: '中国银行邯郸分行', sqr_zjh: 'X1' } },
    { sqr_lx: '1', data: { sqr_name: '张三', sqr_zjh: 'Y1' } },
    { sqr_lx: '1', data: { sqr_name: '李四', sqr_zjh: 'Y2' } },
  ],
  units: [unit],
  rights: [{ form_id: 'dyqxx', data: { dyfs: '1', bdbzzqse: 50, jgdw: '3', zqlxqx_start: '2026-01-01', zqlxqx_end: '2046-01-01' } }],
};

describe('resolveEffect', () => {
  it('reads a mortgage: the right holder as mortgagee when no mortgagee party is filed, every mortgagor, the amount and its unit, the period', () => {
    expect(resolveEffect(mortgage, filed)).toEqual({
      effect: {
        kind: 'addMortgage',
        places: [{ certificate: '冀(2019)邯郸市不动产权第0016875号', unit: 'U1' }],
        mortgage: { mortgagee: '中国银行邯郸分行', mortgagor: '张三、李四', amount: 50, unit: '3', periodStart: '2026-01-01', periodEnd: '2046-01-01' },
        consumes: [],
      },
    });
  });

  it('takes the maximum claim when there is no principal, and the configured kind', () => {
    const maximum = { ...filed, rights: [{ form_id: 'dyqxx', data: { dyfs: '2', zgzqse: 300, jgdw: '1', zqlxqx_start: 'a', zqlxqx_end: 'b' } }] };
    const resolved = resolveEffect({ ...mortgage, mortgageKind: '最高额抵押' }, maximum);
    expect(resolved).toMatchObject({ effect: { mortgage: { kind: '最高额抵押', amount: 300, unit: '1' } } });
  });

  it('names the first path of a value the application lacks', () => {
    expect(resolveEffect(mortgage, { ...filed, units: [] })).toEqual({ missing: 'units.fwxx.bdcqzmh' });
    expect(resolveEffect(mortgage, { ...filed, rights: [] })).toEqual({ missing: 'rights.dyqxx.bdbzzqse' });
    expect(resolveEffect(mortgage, { ...filed, rights: [{ form_id: 'dyqxx', data: { bdbzzqse: 'many', zqlxqx_start: 'a', zqlxqx_end: 'b' } }] })).toEqual({ missing: 'rights.dyqxx.bdbzzqse' });
  });

  it('reads a cancellation’s proof number and a transfer’s new holders, each name with its own ID number', () => {
    const cancel: RegistrationEffectConfig = { businesses: ['4001'], kind: 'removeMortgage', ...place, values: { proofNumber: ['rights.zxdj.BDCZMH'] } };
    expect(resolveEffect(cancel, { ...filed, rights: [{ form_id: 'zxdj', data: { BDCZMH: 'P1' } }] })).toEqual({
      effect: { kind: 'removeMortgage', places: [{ certificate: '冀(2019)邯郸市不动产权第0016875号', unit: 'U1' }], proofNumber: 'P1' },
    });
    // Without a certificate path, the proof number alone names the mortgage (the cancellation page has no units).
    const byProof: RegistrationEffectConfig = { businesses: ['4001'], kind: 'removeMortgage', values: { proofNumber: ['rights.zxdj.BDCZMH'] } };
    expect(resolveEffect(byProof, { parties: [], units: [], rights: [{ form_id: 'zxdj', data: { BDCZMH: 'P1' } }] })).toEqual({ effect: { kind: 'removeMortgage', places: [], proofNumber: 'P1' } });
    expect(resolveEffect(byProof, { parties: [], units: [], rights: [] })).toEqual({ missing: 'rights.zxdj.BDCZMH' });
    const sale: RegistrationEffectConfig = {
      businesses: ['3001'],
      kind: 'transferHolders',
      ...place,
      values: { holderName: ['parties.0.sqr_name'], holderCardnum: ['parties.0.sqr_zjh'], holderOwnership: ['parties.0.sqr_gyfs'] },
    };
    expect(resolveEffect({ ...sale, consumes: ['预告登记'] }, filed)).toEqual({
      effect: { kind: 'transferHolders', places: [{ certificate: unit.data.bdcqzmh, unit: 'U1' }], holders: [{ name: '中国银行邯郸分行', cardnum: 'X1' }], ownership: undefined, consumes: ['预告登记'] },
    });
    const noNumber = { ...filed, parties: [{ sqr_lx: '0', data: { sqr_name: '王五', sqr_gyfs: '2' } }] };
    expect(resolveEffect(sale, noNumber)).toEqual({ missing: 'parties.0.sqr_zjh' });
    expect(resolveEffect(sale, { ...filed, parties: [] })).toEqual({ missing: 'parties.0.sqr_name' });
  });

  it('reads every unit as a place with its own certificate, each pair once; a unit without its number is missing', () => {
    const units = [
      { form_id: 'fwxx', data: { bdcqzmh: 'C1', bdcdyh: 'U1' } },
      { form_id: 'fwxx', data: { bdcqzmh: 'C2', bdcdyh: 'U2' } },
      { form_id: 'fwxx', data: { bdcqzmh: 'C1', bdcdyh: 'U3' } },
      { form_id: 'fwxx', data: { bdcqzmh: 'C1', bdcdyh: 'U1' } },
    ];
    expect(resolveEffect(mortgage, { ...filed, units })).toMatchObject({
      effect: { places: [{ certificate: 'C1', unit: 'U1' }, { certificate: 'C2', unit: 'U2' }, { certificate: 'C1', unit: 'U3' }] },
    });
    expect(resolveEffect(mortgage, { ...filed, units: [...units, { form_id: 'fwxx', data: { bdcqzmh: 'C3' } }] })).toEqual({ missing: 'units.fwxx.bdcdyh' });
    // The units of the other form pair with that form's unit field.
    expect(resolveEffect(mortgage, { ...filed, units: [{ form_id: 'dyxx', data: { bdcqzmh: 'C9', bdcdyh: 'U9' } }] })).toMatchObject({ effect: { places: [{ certificate: 'C9', unit: 'U9' }] } });
  });

  it('reads a pre-registration’s notices, each from its own values, and a mortgage transfer’s new mortgagee', () => {
    const notices: RegistrationEffectConfig = {
      businesses: ['2003'],
      kind: 'addNotices',
      notices: ['预告登记', '预告抵押'],
      ...place,
      values: { ...mortgage.values, mortgagee: ['parties.10.sqr_name'], mortgagor: ['parties.0.sqr_name'], holderName: ['parties.0.sqr_name'], holderCardnum: ['parties.0.sqr_zjh'], obligor: ['parties.1.sqr_name'] },
    };
    const presale = { ...filed, parties: [...filed.parties, { sqr_lx: '10', data: { sqr_name: '建设银行邯郸分行' } }] };
    expect(resolveEffect(notices, presale)).toEqual({
      effect: {
        kind: 'addNotices',
        places: [{ certificate: unit.data.bdcqzmh, unit: 'U1' }],
        notices: [
          { kind: '预告登记', holders: [{ name: '中国银行邯郸分行', cardnum: 'X1' }], obligor: '张三、李四' },
          { kind: '预告抵押', mortgagee: '建设银行邯郸分行', mortgagor: '中国银行邯郸分行', amount: 50, unit: '3', periodStart: '2026-01-01', periodEnd: '2046-01-01' },
        ],
      },
    });
    expect(resolveEffect(notices, filed)).toEqual({ missing: 'parties.10.sqr_name' });
    const transfer: RegistrationEffectConfig = { businesses: ['1003'], kind: 'transferMortgage', ...place, values: { mortgagee: ['parties.10.sqr_name', 'parties.0.sqr_name'] } };
    expect(resolveEffect(transfer, presale)).toEqual({ effect: { kind: 'transferMortgage', places: [{ certificate: unit.data.bdcqzmh, unit: 'U1' }], mortgagee: '建设银行邯郸分行' } });
  });
});
