import { describe, expect, it } from 'vitest';
import { normaliseCertificateNumber } from './normaliseCertificateNumber';

describe('normaliseCertificateNumber', () => {
  const printed = '冀(2019)邯郸市不动产权第0016875号';
  it.each([
    ['full-width brackets', '冀（2019）邯郸市不动产权第0016875号'],
    ['spaces, an ideographic one too', ' 冀 (2019) 邯郸市不动产权第\u30000016875号 '],
    ['full-width digits', '冀（２０１９）邯郸市不动产权第００１６８７５号'],
    ['as printed', printed],
  ])('reads a number typed with %s as printed', (_how, typed) => {
    expect(normaliseCertificateNumber(typed)).toBe(printed);
  });
});
