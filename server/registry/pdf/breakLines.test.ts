import { describe, expect, it } from 'vitest';
import { breakLines, unbreakablePieces } from './breakLines';

/** Chinese characters two units wide, everything else one (about the font's proportions). */
const measure = (text: string) => [...text].reduce((sum, character) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(character) ? 2 : 1), 0);

describe('unbreakablePieces', () => {
  it('keeps a unit number, a date, a code and an address whole, and sets Chinese one character at a time', () => {
    expect(unbreakablePieces('单元号130402005012GB00088F00120601')).toEqual(['单', '元', '号', '130402005012GB00088F00120601']);
    expect(unbreakablePieces('2023-08-15至2026-08-14')).toEqual(['2023-08-15', '至', '2026-08-14']);
    expect(unbreakablePieces('http://127.0.0.1:3000/v?code=ff3a&dyid=1')).toEqual(['http://127.0.0.1:3000/v?code=ff3a&dyid=1']);
  });

  it('keeps closing punctuation with what it closes and opening punctuation with what it opens', () => {
    expect(unbreakablePieces('真实性。')).toEqual(['真', '实', '性。']);
    expect(unbreakablePieces('张（1304**1231） 共有；王')).toEqual(['张', '（1304**1231）', ' ', '共', '有；', '王']);
    expect(unbreakablePieces('面积15.30㎡/房')).toEqual(['面', '积', '15.30㎡/', '房']);
  });
});

describe('breakLines', () => {
  it('breaks between values, never inside one', () => {
    expect(breakLines('2023-08-15至2026-08-14', 20, measure)).toEqual(['2023-08-15至', '2026-08-14']);
    expect(breakLines('编号：R20260814ff3a9b', 16, measure)).toEqual(['编号：', 'R20260814ff3a9b']);
  });

  it('never leaves a closing mark alone at the start of a line', () => {
    expect(breakLines('可核验本结果的真实性。', 20, measure)).toEqual(['可核验本结果的真实', '性。']);
  });

  it('drops the space at a break, breaks at newlines, and cuts a value only when a whole line cannot hold it', () => {
    expect(breakLines('共同共有 王淑芬', 8, measure)).toEqual(['共同共有', '王淑芬']);
    expect(breakLines('130403@\n130404', 40, measure)).toEqual(['130403@', '130404']);
    expect(breakLines('0123456789', 4, measure)).toEqual(['0123', '4567', '89']);
  });
});
