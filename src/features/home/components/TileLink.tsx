import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TileTarget } from '../tileTarget';

/** A link to a tile's target: a plain anchor when it leaves the app, a router link otherwise. */
export function TileLink({ target, className, children, label }: { target: TileTarget; className: string; children: ReactNode; label?: string }) {
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} aria-label={label}>
        {children}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.to} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <span className={className} aria-label={label}>
      {children}
    </span>
  );
}
