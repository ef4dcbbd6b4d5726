import { describe, expect, it } from 'vitest';
import { isChineseCharacters, isChineseName } from './chinese';
import { isDateInRange } from './dateInRange';
import { isMobilePhone, isSendCodeMobile } from './mobile';
import { isAgentId, isEmail, isNumberText } from './simpleFormats';

describe('mobile', () => {
  it('takes an optional 86, then 1 and 3 to 9 (166, 17x and 19x included: decision 0039), then 9 digits', () => {
    for (const ok of ['13800138000', '14700000000', '15912345678', '16612345678', '17712345678', '19912345678', '18612345678', '8613800138000']) expect(isMobilePhone(ok), ok).toBe(true);
    for (const bad of ['12800138000', '11012345678', 'abcdefghijk', '1380013800', '138001380001', '+8613800138000', '']) {
      expect(isMobilePhone(bad), bad).toBe(false);
    }
  });
  it('the send-code pattern takes 13 to 19', () => {
    for (const ok of ['13800138000', '16612345678', '17712345678', '19912345678']) expect(isSendCodeMobile(ok), ok).toBe(true);
    for (const bad of ['12800138000', '8613800138000', '1380013800']) expect(isSendCodeMobile(bad), bad).toBe(false);
  });
});

describe('Chinese text', () => {
  it('a name is 2 to 6 Chinese characters', () => {
    expect(isChineseName('张三')).toBe(true);
    expect(isChineseName('欧阳娜娜娜娜')).toBe(true);
    expect(isChineseName('张')).toBe(false);
    expect(isChineseName('欧阳娜娜娜娜娜')).toBe(false);
    expect(isChineseName('张3')).toBe(false);
    // Names of several parts join them with a middle dot (issue 27); the dot only between parts.
    expect(isChineseName('买买提·艾力')).toBe(true);
    expect(isChineseName('阿卜杜热合曼·阿卜杜克力木')).toBe(true);
    expect(isChineseName('爱新觉罗·溥仪')).toBe(true);
    expect(isChineseName('·艾力')).toBe(false);
    expect(isChineseName('买买提·')).toBe(false);
    expect(isChineseName('买买提··艾力')).toBe(false);
  });
  it('Chinese characters only', () => {
    expect(isChineseCharacters('不动产登记')).toBe(true);
    expect(isChineseCharacters('不动产a')).toBe(false);
    expect(isChineseCharacters('')).toBe(false);
  });
});

describe('simple formats', () => {
  it('email', () => {
    expect(isEmail('clerk@registry.gov.cn')).toBe(true);
    expect(isEmail('clerk@registry')).toBe(false);
    expect(isEmail('no at sign.cn')).toBe(false);
  });
  it('agent ID: 15 digits or 17 digits plus digit/X', () => {
    expect(isAgentId('110105491231002')).toBe(true);
    expect(isAgentId('11010519491231002X')).toBe(true);
    expect(isAgentId('110105194912310021')).toBe(true); // pattern only, no check digit
    expect(isAgentId('1101051949123100')).toBe(false);
    expect(isAgentId('11010519491231002Y')).toBe(false);
  });
  it('numbers typed as text', () => {
    expect(isNumberText('120.5')).toBe(true);
    expect(isNumberText('-3')).toBe(true);
    expect(isNumberText('12a')).toBe(false);
    expect(isNumberText('1.')).toBe(false);
  });
});

describe('dates', () => {
  it('take real dates from 1949 to 2099', () => {
    expect(isDateInRange('1949-01-01')).toBe(true);
    expect(isDateInRange('2099-12-31')).toBe(true);
    expect(isDateInRange('2024-02-29')).toBe(true);
    expect(isDateInRange('1948-12-31')).toBe(false);
    expect(isDateInRange('2100-01-01')).toBe(false);
    expect(isDateInRange('2023-02-29')).toBe(false);
    expect(isDateInRange('2023-2-1')).toBe(false);
  });
});
