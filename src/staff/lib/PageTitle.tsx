import type { ReactNode } from 'react';
import { Typography } from 'antd';

/**
 * A staff page's one top heading (h1: a screen reader's user finds where they are), in the size the
 * pages have always shown; the app's name in the side menu is not a heading.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** A section of a staff page under its title (h2), in the size of the old level-4 titles. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 20 }}>
      {children}
    </Typography.Title>
  );
}
