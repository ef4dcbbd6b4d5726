import { describe, expect, it } from 'vitest';
import { appendOpenid, tileTarget } from './tileTarget';

describe('tileTarget', () => {
  it('leaves for http(s) view tiles with the openid appended', () => {
    expect(tileTarget({ url: 'https://bdc.example.gov.cn/register', menutype: 'view' }, 'o-1')).toEqual({
      kind: 'external',
      href: 'https://bdc.example.gov.cn/register?openid=o-1',
    });
    expect(tileTarget({ url: 'http://x.example/a?b=1', menutype: 'view' }, 'o 2')).toEqual({
      kind: 'external',
      href: 'http://x.example/a?b=1&openid=o%202',
    });
  });

  it('keeps fragments after the query', () => {
    expect(appendOpenid('https://x.example/p#top', 'o')).toBe('https://x.example/p?openid=o#top');
    expect(appendOpenid('https://x.example/p?', 'o')).toBe('https://x.example/p?openid=o');
  });

  it('navigates in-app for any other url', () => {
    expect(tileTarget({ url: '/findaccept', menutype: 'view' }, 'o')).toEqual({ kind: 'internal', to: '/findaccept' });
    expect(tileTarget({ url: 'my/dzzzQuery?x=1', menutype: 'click' }, 'o')).toEqual({ kind: 'internal', to: '/my/dzzzQuery?x=1' });
  });

  it('does nothing without a usable url', () => {
    expect(tileTarget({ url: '', menutype: 'view' }, 'o')).toEqual({ kind: 'none' });
    expect(tileTarget({ url: 'javascript:alert(1)', menutype: 'view' }, 'o')).toEqual({ kind: 'none' });
    expect(tileTarget({ url: '//evil.example', menutype: 'view' }, 'o')).toEqual({ kind: 'none' });
  });

  it('opens non-view http urls without the openid', () => {
    expect(tileTarget({ url: 'https://x.example', menutype: 'group' }, 'o')).toEqual({ kind: 'external', href: 'https://x.example' });
  });
});
