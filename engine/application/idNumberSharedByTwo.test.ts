import { describe, expect, it } from 'vitest';
import { idNumberSharedByTwo } from './idNumberSharedByTwo';

describe('idNumberSharedByTwo', () => {
  it('finds one ID number given to two different names, in either letter case', () => {
    expect(idNumberSharedByTwo([{ sqr_name: '张建国', sqr_zjh: '11010519491231002X' }, { sqr_name: '李秀英', sqr_zjh: ' 11010519491231002x' }])).toEqual({ id: '11010519491231002X', first: '张建国', second: '李秀英' });
  });
  it('lets the same person appear twice and different numbers be different people', () => {
    expect(idNumberSharedByTwo([{ sqr_name: '张建国', sqr_zjh: '130402198503151231' }, { sqr_name: '张建国', sqr_zjh: '130402198503151231' }])).toBeUndefined();
    expect(idNumberSharedByTwo([{ sqr_name: '张建国', sqr_zjh: '130402198503151231' }, { sqr_name: '李秀英', sqr_zjh: '130402199007082649' }, { sqr_name: '王五' }])).toBeUndefined();
  });
});
