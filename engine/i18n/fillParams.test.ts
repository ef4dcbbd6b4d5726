import { describe, expect, it } from 'vitest';
import { fillParams } from './fillParams';

describe('fillParams', () => {
  it('fills named parameters and leaves unknown ones as written', () => {
    expect(fillParams('请{minutes}分钟后再试 {x}', { minutes: 15 })).toBe('请15分钟后再试 {x}');
    expect(fillParams('plain')).toBe('plain');
  });
});
