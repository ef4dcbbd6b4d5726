import { describe, expect, it } from 'vitest';
import { collectOpenids } from './openidGuard';

describe('collectOpenids', () => {
  it('finds openids at the top level and nested under data', () => {
    expect(collectOpenids({ openid: 'a', data: { openId: 'b', x: [{ openid: 'c' }] } })).toEqual(['a', 'b', 'c']);
  });
  it('ignores empty values', () => {
    expect(collectOpenids({ openid: '', other: 1 })).toEqual([]);
  });
});
