import { describe, expect, it } from 'vitest';
import { valueOf, withoutEmptyEnglish } from './homeValues';

describe('the home content forms', () => {
  it('leaves out the English fields left empty, in nested tiles too', () => {
    const menus = [{ id: 'm1', menuname: '在线办理', menunameEn: '', bz: '', secondmenus: [{ id: 't', menuname: '申请', menunameEn: 'Apply', bzEn: undefined }] }];
    expect(withoutEmptyEnglish(menus)).toEqual([{ id: 'm1', menuname: '在线办理', bz: '', secondmenus: [{ id: 't', menuname: '申请', menunameEn: 'Apply' }] }]);
  });
  it('publishes the contact lines one a line, blank lines dropped, and no QR image as null', () => {
    expect(valueOf('contact', { lines: ' 登记中心 \n\n电话：0310-3196700\n', qrImage: '' })).toEqual({ lines: ['登记中心', '电话：0310-3196700'], qrImage: null });
  });
});
