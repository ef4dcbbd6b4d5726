import { describe, expect, it } from 'vitest';
import { obligorsOf } from './obligorsOf';

describe('obligorsOf', () => {
  it('takes the parties of the obligor codes by name and ID number', () => {
    const sqrs = [
      { sqr_lx: '0', sqr_name: '张建国', sqr_zjh: '130402198503151231' },
      { sqr_lx: '1', sqr_name: ' 李秀英 ', sqr_zjh: '130402199007082649' },
    ];
    expect(obligorsOf({ sqrs }, { obligors: { sqrLx: ['1'], idField: 'sqr_zjh', nameField: 'sqr_name' } })).toEqual([{ name: '李秀英', id: '130402199007082649' }]);
  });
});
