import { useSyncExternalStore } from 'react';

/**
 * Field error messages outside React state: setting one field's error re-renders only the field
 * that shows it (useSyncExternalStore with a per-field selector), never the whole form.
 */
export function createFieldErrorStore() {
  let errors: Record<string, string> = {};
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: (field: string): string | undefined => errors[field],
    all: (): Readonly<Record<string, string>> => errors,
    set(field: string, message: string | undefined) {
      if (errors[field] === message) return;
      const next = { ...errors };
      if (message) next[field] = message;
      else delete next[field];
      errors = next;
      emit();
    },
    replace(next: Record<string, string>) {
      errors = { ...next };
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type FieldErrorStore = ReturnType<typeof createFieldErrorStore>;

export function useFieldError(store: FieldErrorStore | undefined, field: string): string | undefined {
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.get(field),
    () => store?.get(field),
  );
}
