import { describe, expect, it } from 'vitest';
import { createCatalogues } from './catalogues';

describe('createCatalogues', () => {
  it('falls back to Chinese until a language is registered, then gives it', () => {
    const catalogues = createCatalogues();
    catalogues.register('zh-CN', { hello: '你好', only: '仅中文' });
    expect(catalogues.has('en')).toBe(false);
    expect(catalogues.text('en', 'hello')).toBe('你好');
    catalogues.register('en', { hello: 'Hello' });
    expect(catalogues.text('en', 'hello')).toBe('Hello');
    expect(catalogues.text('en', 'only')).toBe('仅中文');
    expect(catalogues.text('en', 'missing')).toBeUndefined();
  });

  it('reads a source at each lookup once pointed at one (the server: SCHEMAS_DIR, edited while it runs)', () => {
    const catalogues = createCatalogues();
    catalogues.register('zh-CN', { hello: '你好' });
    let served: Record<string, string> = { hello: '您好' };
    catalogues.readFrom((locale) => (locale === 'zh-CN' ? served : undefined));
    expect(catalogues.text('zh-CN', 'hello')).toBe('您好');
    served = { hello: '你们好' };
    expect(catalogues.text('en', 'hello')).toBe('你们好');
    expect(catalogues.has('en')).toBe(false);
  });
});
