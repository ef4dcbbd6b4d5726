import { describe, expect, it } from 'vitest';
import { homeBannerLink } from './homeBanner';

const banners = [
  { title: '一网通办', titleEn: 'All online', image: '/banners/banner-1.svg', imageEn: '/banners/banner-1-en.svg', url: '/guide' },
  { title: '预约', image: '/banners/banner-2.svg', url: '/yuyuenosh' },
];
const snapshot = (json: unknown) => () => ({ files: new Map([['app/app.json', { path: 'app/app.json', json, etag: '', bytes: 0 }]]) });

describe('homeBannerLink', () => {
  it("preloads the home page's first banner in the browser's language, and nothing on other pages", () => {
    const link = homeBannerLink(snapshot({ banners }));
    expect(link('/', 'zh-CN')).toBe('<link rel="preload" as="image" href="/banners/banner-1.svg">');
    expect(link('/', 'en')).toBe('<link rel="preload" as="image" href="/banners/banner-1-en.svg">');
    expect(link('/upload', 'zh-CN')).toBe('');
  });
  it('names nothing when the configuration has no banner (or was refused)', () => {
    expect(homeBannerLink(snapshot({ banners: [] }))('/', 'zh-CN')).toBe('');
    expect(homeBannerLink(() => ({ files: new Map() }))('/', 'zh-CN')).toBe('');
  });
});
