import { describe, expect, it } from 'vitest';
import { pendingSaves } from './pendingSave';

function memoryStore() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

describe('pendingSaves', () => {
  let n = 0;
  const next = () => `r${++n}`;

  it('gives the same data the same reqseq until the save is done', () => {
    const saves = pendingSaves(memoryStore(), next);
    const first = saves.reqseqFor('person:a', { sqr_name: '张建国' });
    expect(saves.reqseqFor('person:a', { sqr_name: '张建国' })).toBe(first);
    saves.done('person:a');
    expect(saves.reqseqFor('person:a', { sqr_name: '张建国' })).not.toBe(first);
  });

  it('gives changed data a new reqseq (a different save)', () => {
    const saves = pendingSaves(memoryStore(), next);
    const first = saves.reqseqFor('person:a', { sqr_name: '张建国' });
    expect(saves.reqseqFor('person:a', { sqr_name: '张建' })).not.toBe(first);
  });

  it('keeps the reqseq across page loads through the store, and works without one', () => {
    const store = memoryStore();
    const first = pendingSaves(store, next).reqseqFor('unit:b', [1]);
    expect(pendingSaves(store, next).reqseqFor('unit:b', [1])).toBe(first);
    const bare = pendingSaves(null, next);
    expect(bare.reqseqFor('k', 1)).toBe(bare.reqseqFor('k', 1));
  });
});
