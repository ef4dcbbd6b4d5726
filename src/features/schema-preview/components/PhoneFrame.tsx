import type { ReactNode } from 'react';

/** A phone-sized frame (375 × 667, the spec's reference screen) the form is drawn in. */
export function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="schema-preview-phone" aria-label={title}>
      <figcaption className="schema-preview-phone-bar">{title}</figcaption>
      <div className="schema-preview-phone-screen">{children}</div>
    </figure>
  );
}
