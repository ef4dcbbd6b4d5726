import { describe, expect, it } from 'vitest';
import { stepsFor } from './steps';

describe('stepsFor', () => {
  it('has four steps, three in appointment mode', () => {
    expect(stepsFor('0')).toEqual(['notice', 'rights', 'upload', 'done']);
    expect(stepsFor(null)).toHaveLength(4);
    expect(stepsFor('1')).toEqual(['notice', 'upload', 'done']);
  });
});
