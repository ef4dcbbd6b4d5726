import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCATION, captureFor, clampCount, openLocationUrl, urlWithoutHash } from './pure';

describe('wx adapter helpers', () => {
  it('signs the url without its fragment', () => {
    expect(urlWithoutHash('http://h/upload?slsqId=1#/x')).toBe('http://h/upload?slsqId=1');
    expect(urlWithoutHash('http://h/')).toBe('http://h/');
  });

  it('picks 1 to 9 images', () => {
    expect(clampCount(undefined)).toBe(9);
    expect(clampCount(20)).toBe(9);
    expect(clampCount(0)).toBe(1);
    expect(clampCount(3.7)).toBe(3);
  });

  it('uses the camera capture only when the camera is the only source', () => {
    expect(captureFor(['camera'])).toBe('environment');
    expect(captureFor(['album', 'camera'])).toBeNull();
    expect(captureFor(undefined)).toBeNull();
  });

  it('builds the emulated map address at zoom 14', () => {
    const url = openLocationUrl({ latitude: 38.04, longitude: 114.51, name: '登记中心', address: '中华大街 1 号' });
    expect(url.startsWith('/wechat/emulator/map?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ latitude: '38.04', longitude: '114.51', name: '登记中心', address: '中华大街 1 号', scale: '14' });
  });

  it('has a fallback point near Shijiazhuang', () => {
    expect(FALLBACK_LOCATION).toEqual({ latitude: 38.04, longitude: 114.51 });
  });
});
