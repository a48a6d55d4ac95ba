import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Spinner } from '../../primitives/Spinner';
import * as s from './styles.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level for the title; a paragraph by default. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  className?: string;
}

/** A calm placeholder for empty lists and tables. */
export function EmptyState({ title, description, icon, action, titleAs: Title = 'p', className }: EmptyStateProps) {
  return (
    <div className={cx(s.empty, className)}>
      {icon ? <span className={s.emptyIcon} aria-hidden="true">{icon}</span> : null}
      <Title className={s.emptyTitle}>{title}</Title>
      {description ? <p className={s.emptyText}>{description}</p> : null}
      {action ? <div className={s.emptyAction}>{action}</div> : null}
    </div>
  );
}

/** A centred spinner with text, announced politely. */
export function LoadingState({ text }: { text: ReactNode }) {
  return (
    <div className={s.loadingRow} role="status">
      <Spinner size="sm" label={null} />
      <span>{text}</span>
    </div>
  );
}
