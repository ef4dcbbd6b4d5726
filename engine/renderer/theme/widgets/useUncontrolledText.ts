import { useCallback, useEffect, useRef } from 'react';
import type { EngineFormContext } from '../../engineFormContext';

function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A text field the browser owns while the citizen types: no React state, so a keystroke renders
 * nothing at all. The value reaches the form (RJSF) when the field is left, on Enter, or when the
 * form flushes before submitting. A value changed from outside (defaults, another variant) is
 * written into the element unless the citizen is typing in it.
 */
export function useUncontrolledText<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  onChange: (value: unknown) => void,
  context: EngineFormContext | undefined,
) {
  const ref = useRef<E>(null);
  const committed = useRef(toText(value));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const text = toText(value);
    if (text === committed.current) return;
    committed.current = text;
    const element = ref.current;
    if (element && document.activeElement !== element) element.value = text;
  }, [value]);

  /** Sends the typed text to the form if it changed; returns it. */
  const commit = useCallback((): string => {
    const text = ref.current?.value ?? committed.current;
    if (text !== committed.current) {
      committed.current = text;
      onChangeRef.current(text === '' ? undefined : text);
    }
    return text;
  }, []);

  useEffect(() => context?.registerFlush(commit), [context, commit]);

  return { ref, commit, initial: toText(value) };
}
