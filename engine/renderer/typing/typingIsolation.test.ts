import { describe, expect, it, vi } from 'vitest';
import { handleTypingEvent, type TypingHandlers } from './typingIsolation';

function setup(handlers: TypingHandlers) {
  const element = { value: 'abc' } as unknown as EventTarget;
  const registry = new WeakMap<EventTarget, TypingHandlers>([[element, handlers]]);
  const event = (type: string, key?: string) => ({ type, key, target: element, stopPropagation: vi.fn() });
  return { element, registry, event };
}

describe('handleTypingEvent', () => {
  it('stops a registered field’s keystrokes before React sees them', () => {
    const { registry, event } = setup({});
    for (const type of ['keydown', 'keypress', 'keyup', 'textInput', 'input']) {
      const typed = event(type, 'a');
      expect(handleTypingEvent(typed, registry)).toBe(true);
      expect(typed.stopPropagation).toHaveBeenCalledOnce();
    }
  });

  it('stops the document’s selectionchange while a registered field has the focus', () => {
    const { element, registry, event } = setup({});
    const caretMoved = { type: 'selectionchange', target: { activeElement: element } as unknown as EventTarget, stopPropagation: vi.fn() };
    expect(handleTypingEvent(caretMoved, registry)).toBe(true);
    expect(caretMoved.stopPropagation).toHaveBeenCalledOnce();
    const elsewhere = { type: 'selectionchange', target: { activeElement: {} } as unknown as EventTarget, stopPropagation: vi.fn() };
    expect(handleTypingEvent(elsewhere, registry)).toBe(false);
    const atTheField = event('selectionchange');
    expect(handleTypingEvent(atTheField, registry)).toBe(true);
  });

  it('leaves every other element’s events alone', () => {
    const { registry } = setup({});
    const other = { type: 'keydown', key: 'a', target: {} as EventTarget, stopPropagation: vi.fn() };
    expect(handleTypingEvent(other, registry)).toBe(false);
    expect(other.stopPropagation).not.toHaveBeenCalled();
  });

  it('calls the field’s input handler with the field, and its Enter handler on Enter only', () => {
    const onInput = vi.fn();
    const onEnter = vi.fn();
    const { element, registry, event } = setup({ onInput, onEnter });
    handleTypingEvent(event('input'), registry);
    expect(onInput).toHaveBeenCalledWith(element);
    handleTypingEvent(event('keydown', 'a'), registry);
    expect(onEnter).not.toHaveBeenCalled();
    handleTypingEvent(event('keydown', 'Enter'), registry);
    expect(onEnter).toHaveBeenCalledOnce();
  });
});
