import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { engineContextOf } from '../../engineFormContext';
import { placeholderWhileEmpty } from '../../typing/placeholderWhileEmpty';
import { isolateTyping } from '../../typing/typingIsolation';

function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A text field the browser owns while the citizen types: no React state, so a keystroke renders
 * nothing at all, and its keystrokes do not even pass through React's event system
 * (typing/typingIsolation.ts). The value reaches the form (RJSF) when the field is left, on Enter
 * in a one-line field (before the browser submits the form), or when the form flushes before
 * submitting. A value changed from outside (defaults, another variant) is written into the
 * element unless the citizen is typing in it. `onInput` runs after each change of the text; with
 * ui:options.commitWhileTyping the value is committed at each change too.
 *
 * Returns the props every text control of the theme puts on its element (`fieldProps`), the
 * form's context and `commit`.
 */
export function useUncontrolledText<E extends HTMLInputElement | HTMLTextAreaElement>(props: WidgetProps, onInput?: (element: E) => void) {
  const { id, name, value, onChange, disabled, readonly, placeholder } = props;
  const context = engineContextOf(props.registry);
  const ref = useRef<E>(null);
  const committed = useRef(toText(value));
  const placeholderText = placeholder || context?.t('form.pleaseEnter');
  const placeholderRef = useRef(placeholderText);
  placeholderRef.current = placeholderText;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const contextRef = useRef(context);
  contextRef.current = context;
  const nameRef = useRef(name);
  nameRef.current = name;

  useEffect(() => {
    const text = toText(value);
    if (text === committed.current) return;
    committed.current = text;
    const element = ref.current;
    if (element && document.activeElement !== element) {
      element.value = text;
      placeholderWhileEmpty(element, placeholderRef.current);
    }
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

  const onInputRef = useRef(onInput);
  onInputRef.current = onInput;
  // ui:options.commitWhileTyping: a field the page reacts to as it is typed (the profile's phone
  // shows its code row once it differs) commits every keystroke; it re-renders the form each time.
  const liveRef = useRef(props.options.commitWhileTyping === true);
  liveRef.current = props.options.commitWhileTyping === true;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return isolateTyping(element, {
      onInput: () => {
        placeholderWhileEmpty(element, placeholderRef.current);
        // The citizen is correcting the field: its error line goes (no render when there is none)
        // and the field is checked again when left.
        contextRef.current?.errors.set(nameRef.current, undefined);
        onInputRef.current?.(element);
        if (liveRef.current) commit();
        else contextRef.current?.noteTyping?.(nameRef.current, element.value);
      },
      // Enter in a one-line field submits the form: the typed value must be in the form's state first.
      onEnter: element instanceof HTMLInputElement ? () => flushSync(() => void commit()) : undefined,
    });
  }, [commit]);

  const initial = toText(value);
  // The placeholder only while empty (typing/placeholderWhileEmpty.ts); the handlers above keep it so as the text changes.
  const fieldProps = { ref, id, name, defaultValue: initial, disabled, readOnly: readonly, placeholder: initial ? undefined : placeholderText };
  return { context, commit, initial, fieldProps };
}
