import type { ReactNode } from 'react';

/** The query pages' form: Enter or the submit button runs the page's own submit, never a page load. */
export function RegistryForm({ onSubmit, children }: { onSubmit: () => Promise<void> | void; children: ReactNode }) {
  return (
    <form
      className="registry-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
