import { describe, expect, it } from 'vitest';
import type { Notice, StoredCertificateDetails } from '../certificates/types';
import { changeDetails } from './changeDetails';

const stamp = { registeredAt: '2026-11-28', proofNumber: '冀(2026)邯郸市不动产证明第0000007号', registration: 'DJ2026W00007' };
const place = [{ certificate: 'C1', unit: 'U1' }];
const terms = { mortgagee: '中国银行', mortgagor: '张三', amount: 50, unit: '3' as const, periodStart: '2026-01-01', periodEnd: '2046-01-01' };
const empty: StoredCertificateDetails = { mortgages: [], seizures: [], objections: [], restrictions: [] };
const sale: Notice = { kind: '预告登记', holders: [{ name: '李买', cardnum: '13040219900101123x' }], obligor: '开发商', registeredAt: '2026-01-01', proofNumber: 'N1', registration: 'DJ1' };
const loan: Notice = { kind: '预告抵押', ...terms, registeredAt: '2026-01-01', proofNumber: 'N2', registration: 'DJ2' };

describe('changeDetails', () => {
  it('adds notices with the stamp; their cancellation removes the one its proof number names, or is refused', () => {
    const added = changeDetails(empty, { kind: 'addNotices', places: place, notices: [sale, loan] }, stamp, 'C1') as StoredCertificateDetails;
    expect(added.notices).toEqual([expect.objectContaining({ kind: '预告登记', ...stamp }), expect.objectContaining({ kind: '预告抵押', mortgagee: '中国银行', ...stamp })]);
    const withNotices = { ...empty, notices: [sale, loan] };
    expect(changeDetails(withNotices, { kind: 'removeNotice', places: [], proofNumber: 'N1' }, stamp, 'C1')).toMatchObject({ notices: [loan] });
    expect(changeDetails(withNotices, { kind: 'removeNotice', places: [], proofNumber: 'N9' }, stamp, 'C1')).toEqual({ refused: 'noticeUnknown', proofNumber: 'N9' });
  });

  it('a sale to the notice’s buyer consumes the 预告登记 (ID number without case), a mortgage of the notice’s lender the 预告抵押; others stay', () => {
    const withNotices = { ...empty, notices: [sale, loan] };
    const buyers = [{ name: '李买', cardnum: '13040219900101123X' }];
    expect(changeDetails(withNotices, { kind: 'transferHolders', places: place, holders: buyers, ownership: undefined, consumes: ['预告登记'] }, stamp, 'C1')).toMatchObject({ notices: [loan] });
    const stranger = [{ name: '王别人', cardnum: '130402199001019999' }];
    expect(changeDetails(withNotices, { kind: 'transferHolders', places: place, holders: stranger, ownership: undefined, consumes: ['预告登记'] }, stamp, 'C1')).toMatchObject({ notices: [sale, loan] });
    const mortgaged = changeDetails(withNotices, { kind: 'addMortgage', places: place, mortgage: terms, consumes: ['预告抵押'] }, stamp, 'C1') as StoredCertificateDetails;
    expect(mortgaged.notices).toEqual([sale]);
    expect(mortgaged.mortgages).toEqual([{ ...terms, ...stamp }]);
    const otherLender = changeDetails(withNotices, { kind: 'addMortgage', places: place, mortgage: { ...terms, mortgagee: '工商银行' }, consumes: ['预告抵押'] }, stamp, 'C1');
    expect(otherLender).toMatchObject({ notices: [sale, loan] });
  });

  it('a mortgage transfer moves the one mortgage to the new mortgagee under a new proof number; none or several is refused', () => {
    const mortgage = { ...terms, registeredAt: '2025-01-01', proofNumber: 'P0', registration: 'DJ0' };
    const effect = { kind: 'transferMortgage' as const, places: place, mortgagee: '建设银行' };
    expect(changeDetails({ ...empty, mortgages: [mortgage] }, effect, stamp, 'C1')).toMatchObject({
      mortgages: [{ ...terms, mortgagee: '建设银行', registeredAt: '2025-01-01', proofNumber: stamp.proofNumber, registration: stamp.registration, transferredAt: stamp.registeredAt }],
    });
    expect(changeDetails(empty, effect, stamp, 'C1')).toEqual({ refused: 'mortgageToTransfer', certificate: 'C1', count: 0 });
    expect(changeDetails({ ...empty, mortgages: [mortgage, mortgage] }, effect, stamp, 'C1')).toEqual({ refused: 'mortgageToTransfer', certificate: 'C1', count: 2 });
  });
});
