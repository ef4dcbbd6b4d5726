import { describe, expect, it } from 'vitest';
import { confirmingParties } from './confirmingParties';

const buyer = { id: 'b', sqr_lx: '0', sqr_type: '2', sqr_name: '张三', sqr_zjh: '130402198503151231', sqr_tel: '13812345678' };
const seller = { id: 's', sqr_lx: '1', sqr_type: '2', sqr_name: '李四', sqr_zjh: '13040219900708264x', sqr_tel: '13912345678' };
const bank = { id: 'k', sqr_lx: '0', sqr_type: '1', sqr_name: '某银行', sqr_zjh: '91130400MA0000000X', sqr_tel: '03101234567' };

describe('confirmingParties', () => {
  it('names the configured party types except the filer, individuals by link', () => {
    const sale = { confirmBy: [{ partyType: '1' }] };
    expect(confirmingParties(sale, [buyer, seller], '130402198503151231')).toEqual([
      { partyId: 's', partyType: '1', kind: 'link', name: '李四', idNumber: '13040219900708264X', phone: '13912345678' },
    ]);
    // The filer is never asked to confirm their own application, whatever the case of the X.
    expect(confirmingParties(sale, [buyer, seller], '13040219900708264X')).toEqual([]);
  });

  it('keeps to the configured kind: a mortgage asks the bank (a company, in the partner system), not an individual holder', () => {
    const mortgage = { confirmBy: [{ partyType: '0', sqrType: '1' as const }] };
    expect(confirmingParties(mortgage, [bank, seller], '13040219900708264X').map((party) => [party.partyId, party.kind])).toEqual([['k', 'partner']]);
    expect(confirmingParties(mortgage, [buyer, seller], '13040219900708264X')).toEqual([]);
  });

  it('asks nobody for a business without confirmBy', () => {
    expect(confirmingParties({}, [buyer, seller], '')).toEqual([]);
    expect(confirmingParties(undefined, [buyer, seller], '')).toEqual([]);
  });
});
