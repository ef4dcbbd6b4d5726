import { describe, expect, it } from 'vitest';
import { objectKey } from './objectKey';

describe('objectKey', () => {
  it('files a server-made id under its first two digits', () => {
    expect(objectKey('ab12cd')).toBe('files/ab/ab12cd');
  });
});
