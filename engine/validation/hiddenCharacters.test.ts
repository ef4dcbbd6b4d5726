import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './hiddenCharacters';

describe('hasHiddenCharacters', () => {
  it('finds right-to-left overrides and isolates, zero-width characters, C0 and C1 controls and the BOM', () => {
    for (const bad of ['张\u202e三', '张\u2067三', '张\u200b三', '张\u200d三', '张\u0085三', '张\u009b三', '张\u0007三', '\ufeff张三', '张\u007f']) {
      expect(hasHiddenCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });
  it('leaves names, addresses and notes with line breaks alone', () => {
    for (const ok of ['张三', 'O’Brien-Smith', '邯郸市丛台区人民东路366号', '第一行\n第二行\r\n\t第三行', '😀']) expect(hasHiddenCharacters(ok), ok).toBe(false);
  });
});
