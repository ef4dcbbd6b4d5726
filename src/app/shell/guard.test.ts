import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

describe('guardRedirect', () => {
  it('lets everything through once ready', () => {
    expect(guardRedirect(true, '/my/record', '?a=1')).toBeNull();
  });

  it('never redirects the initialising page itself', () => {
    expect(guardRedirect(false, '/waiting', '?code=c&state=s')).toBeNull();
  });

  it('sends other routes to /waiting with the target path and query', () => {
    expect(guardRedirect(false, '/', '')).toBe('/waiting?redirect=%2F');
    expect(guardRedirect(false, '/my/feedBackDetail', '?id=7&x=a b')).toBe('/waiting?redirect=%2Fmy%2FfeedBackDetail%3Fid%3D7%26x%3Da%20b');
    const back = new URLSearchParams(guardRedirect(false, '/gov/laws', '?uuid=1&p=2')!.split('?')[1]).get('redirect');
    expect(back).toBe('/gov/laws?uuid=1&p=2');
  });

  it('guards unknown paths too', () => {
    expect(guardRedirect(false, '/nowhere', '')).toBe('/waiting?redirect=%2Fnowhere');
  });
});
