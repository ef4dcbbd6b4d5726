import { describe, expect, it } from 'vitest';
import { wordsBody } from './wordsBody';

describe('wordsBody', () => {
  it('sends a return’s comment and a rejection’s two opinions', () => {
    expect(wordsBody('return', { text: '面积有误' })).toEqual({ comments: [{ text: '面积有误' }] });
    expect(wordsBody('reject', { sh_xmsl_yj: '不予受理' })).toEqual({ opinions: { sh_xmsl_yj: '不予受理', sh_qjdc_yj: '' } });
  });
});
