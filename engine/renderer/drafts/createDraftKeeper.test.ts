import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadTestRegistry } from '../../validation/testing';
import { resolveForm } from '../../schemas/resolveForm';
import { createDraftKeeper } from './createDraftKeeper';
import { readDraft, type DraftStorage } from './draftStorage';
import { restoreDraft } from './restoreDraft';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

function fakeTarget() {
  const listeners = new Map<string, Set<() => void>>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
  };
}

describe('local drafts', () => {
  const registry = loadTestRegistry();
  const resolved = resolveForm(registry.forms.get('dyqxx')!, registry.dictionaries);
  let committed: Record<string, unknown>;
  let storage: ReturnType<typeof memoryStorage>;
  let win: ReturnType<typeof fakeTarget>;
  let doc: ReturnType<typeof fakeTarget>;
  const keeper = () =>
    createDraftKeeper({ key: 'a1/dyqxx', storage, snapshot: () => ({ formId: 'dyqxx', schemaVersion: 1, data: committed }), win: win as never, doc: doc as never });

  beforeEach(() => {
    vi.useFakeTimers();
    committed = { dyfs: '1' };
    storage = memoryStorage();
    win = fakeTarget();
    doc = fakeTarget();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps every keystroke: written after a pause, with the text still being typed over the committed values', () => {
    const drafts = keeper();
    drafts.noteTyping('zwr', '张');
    drafts.noteTyping('zwr', '张三');
    expect(storage.items.size).toBe(0);
    vi.advanceTimersByTime(400);
    expect(readDraft(storage, 'a1/dyqxx')).toEqual({ formId: 'dyqxx', schemaVersion: 1, data: { dyfs: '1', zwr: '张三' } });
  });

  it('writes at once when the page is hidden or left', () => {
    const drafts = keeper();
    drafts.noteTyping('zwr', '李');
    doc.visibilityState = 'hidden';
    doc.fire('visibilitychange');
    expect(readDraft(storage, 'a1/dyqxx')?.data.zwr).toBe('李');
    drafts.noteTyping('zwr', '李四');
    win.fire('pagehide');
    expect(readDraft(storage, 'a1/dyqxx')?.data.zwr).toBe('李四');
  });

  it('drops the copy once the server has the form, and keeps nothing typed before that', () => {
    const drafts = keeper();
    drafts.noteTyping('zwr', '王');
    drafts.flush();
    drafts.drop();
    vi.advanceTimersByTime(1000);
    win.fire('pagehide');
    expect(storage.items.size).toBe(0);
  });

  it('restores through the draft migration: the spec names zqqssj/zqjssj and a stored prohibition 2 come back in the form’s own terms', () => {
    storage.setItem('engine-draft:a1/dyqxx', JSON.stringify({ formId: 'dyqxx', schemaVersion: 1, data: { zqqssj: '2024-03-01', sfczjzhxzzrdybdcdyd: '2', gone: 'x' } }));
    expect(restoreDraft(resolved, storage, 'a1/dyqxx')?.data).toEqual({ zqlxqx_start: '2024-03-01', sfczjzhxzzrdybdcdyd: '1' });
    expect(restoreDraft(resolveForm(registry.forms.get('qlxx')!, registry.dictionaries), storage, 'a1/dyqxx')).toBeUndefined();
  });

  it('survives a storage that refuses to write', () => {
    const drafts = createDraftKeeper({
      key: 'k',
      storage: { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined },
      snapshot: () => ({ formId: 'dyqxx', schemaVersion: 1, data: {} }),
    });
    drafts.noteTyping('zwr', 'x');
    expect(() => drafts.flush()).not.toThrow();
  });
});
