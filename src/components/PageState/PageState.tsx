import type { ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import './PageState.css';

export interface PageStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative picture from public/ (alt text empty: the title says it all). */
  icon?: string;
  action?: { label: string; onClick: () => void };
  secondaryAction?: { label: string; onClick: () => void };
  /** Announce the title to screen readers when it appears (status changes). */
  live?: boolean;
}

/** A centred message with an optional button: empty, error, not-found and placeholder pages. */
export function PageState({ title, description, icon, action, secondaryAction, live }: PageStateProps) {
  return (
    <section className="page-state" aria-live={live ? 'polite' : undefined}>
      {icon ? <img className="page-state-icon" src={icon} alt="" width={72} height={72} /> : null}
      <h2 className="page-state-title">{title}</h2>
      {description ? <div className="page-state-description">{description}</div> : null}
      {action ? (
        <Button className="page-state-button" color="primary" size="large" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      {secondaryAction ? (
        <Button className="page-state-button" size="large" onClick={secondaryAction.onClick}>
          {secondaryAction.label}
        </Button>
      ) : null}
    </section>
  );
}
