import { useCallback, useEffect, useRef, useState } from 'react';
import type { EngineFormContext } from '../../engineFormContext';

function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Typing stays inside the widget: each keystroke updates only the widget's own state, and the
 * value reaches the form (and RJSF) when the field is left, on Enter, or when the form flushes
 * before submitting. This is what keeps typing instant on big forms — no form-wide render and no
 * validation per keystroke.
 */
export function useDeferredCommit(value: unknown, onChange: (value: unknown) => void, context: EngineFormContext | undefined) {
  const [draft, setDraft] = useState(() => toText(value));
  const draftRef = useRef(draft);
  const committedRef = useRef(toText(value));
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // A value changed from outside (defaults, a reset, another widget) replaces the draft.
  useEffect(() => {
    const text = toText(value);
    if (text !== committedRef.current) {
      committedRef.current = text;
      draftRef.current = text;
      setDraft(text);
    }
  }, [value]);

  const commit = useCallback((): string => {
    const text = draftRef.current;
    if (text !== committedRef.current) {
      committedRef.current = text;
      onChangeRef.current(text === '' ? undefined : text);
    }
    return text;
  }, []);

  useEffect(() => context?.registerFlush(commit), [context, commit]);

  const type = useCallback((next: string) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  return { draft, type, commit };
}
