import type { ReactNode } from 'react';

/** A phone-sized frame (375 × 667, the spec's reference screen) the form is drawn in. */
export function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="schema-preview-phone" aria-label={title}>
      <figcaption className="schema-preview-phone-bar">{title}</figcaption>
      {/* It scrolls on its own, so keyboard users must be able to reach it (tabIndex 0). */}
      <div className="schema-preview-phone-screen" tabIndex={0}>
        {children}
      </div>
    </figure>
  );
}
