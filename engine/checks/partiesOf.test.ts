import { describe, expect, it } from 'vitest';
import { partiesOf } from './partiesOf';

describe('partiesOf', () => {
  const sqrs = [
    { sqr_lx: '0', sqr_name: '张建国', sqr_zjh: '130402198503151231' },
    { sqr_lx: '10', sqr_name: ' 邯郸市示范商业银行 ', sqr_zjh: '91130400MA0000000X' },
  ];
  const config = { obligors: { sqrLx: ['1'], idField: 'sqr_zjh', nameField: 'sqr_name' } };

  it('takes every party by name and ID number, whatever its type, trimmed', () => {
    expect(partiesOf({ sqrs }, config)).toEqual([
      { name: '张建国', id: '130402198503151231' },
      { name: '邯郸市示范商业银行', id: '91130400MA0000000X' },
    ]);
  });

  it('narrows to the types asked for', () => {
    expect(partiesOf({ sqrs }, config, ['10'])).toEqual([{ name: '邯郸市示范商业银行', id: '91130400MA0000000X' }]);
  });
});
