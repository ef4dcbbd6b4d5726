import { describe, expect, it, vi } from 'vitest';
import { createFieldErrorStore } from './fieldErrorStore';

describe('field error store', () => {
  it('notifies on change only, and replaces all at once', () => {
    const store = createFieldErrorStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('sqr_name', '姓名不能为空');
    store.set('sqr_name', '姓名不能为空');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('sqr_name')).toBe('姓名不能为空');
    store.replace({ sqr_tel: '联系方式不能为空' });
    expect(store.get('sqr_name')).toBeUndefined();
    store.set('sqr_tel', undefined);
    expect(store.all()).toEqual({});
  });
});
