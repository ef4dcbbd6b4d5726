import { describe, expect, it } from 'vitest';
import { labelWords } from './labelWords';

describe('labelWords', () => {
  it('cuts a Chinese label into parts that join back to it, breaking before 查询', () => {
    const words = labelWords('权属证书查询');
    expect(words.join('')).toBe('权属证书查询');
    expect(words.at(-1)).toBe('查询');
  });

  it('keeps an English label whole words and an empty one as it is', () => {
    expect(labelWords('Certificate query', 'en')).toEqual(['Certificate', ' ', 'query']);
    expect(labelWords('')).toEqual(['']);
  });
});
