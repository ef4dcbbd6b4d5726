import { describe, expect, it } from 'vitest';
import { needsPrecheck, needsQuerycertFace, precheckMessageKey } from './precheck';

describe('pre-check paths and answers', () => {
  it('protects the paths of spec 000 section 5 and leaves the others alone', () => {
    for (const path of ['/prodoing', '/selapp', '/yuyueForm', '/querycert', '/querycertrecord', '/my/certificateQuery', '/my/record', '/my/dzzzrecord', '/my/dzzzQuery', '/my/dzzzverification', '/my/progressQuery', '/yuyuenosh', '/fhtandzdtQuery']) {
      expect(needsPrecheck(path), path).toBe(true);
    }
    for (const path of ['/', '/my', '/my/userInfo', '/my/feedBack', '/news', '/laws', '/gov/tzgg', '/my/ContactUs']) {
      expect(needsPrecheck(path), path).toBe(false);
    }
  });
  it('gives the certificate search reached through its notice the checks /querycert takes', () => {
    for (const path of ['/querycert', '/CatchCert_new']) {
      expect(needsPrecheck(path), path).toBe(true);
      expect(needsQuerycertFace(path), path).toBe(true);
    }
    expect(needsPrecheck('/CatchCert_yhxz')).toBe(false);
  });
  it('checks the profile before every booking screen, not after its form is filled', () => {
    for (const path of ['/appointment', '/queue', '/yuyueFormnosh']) expect(needsPrecheck(path), path).toBe(true);
    expect(needsQuerycertFace('/querycertrecord')).toBe(false);
  });
  it('maps errcode 0 to pass, 1, 2 and 4 to complete the profile, 3 to the real-name check', () => {
    expect(precheckMessageKey(0)).toBeNull();
    expect(precheckMessageKey(1)).toBe('precheck.incomplete');
    expect(precheckMessageKey('2')).toBe('precheck.incomplete');
    expect(precheckMessageKey(4)).toBe('precheck.incomplete');
    expect(precheckMessageKey(3)).toBe('precheck.notRealName');
  });
});
