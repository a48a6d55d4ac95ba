import { useId, type ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../private/AppShared';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { LoadError } from './LoadError';
import * as styles from './Panel.css';

/**
 * The props every panel of data takes: its title and heading level, the loading and failed
 * states with Try again, and a class. A widget that shows loaded data extends this and hands it to
 * Panel (`interface HoldingsTableProps extends PanelBlockProps`), so the block is declared once.
 */
export interface PanelBlockProps {
  title?: ReactNode;
  /** The title's heading level: h2 on a page, h3 inside a section. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The data is on its way: the loading state (or `placeholder`) shows instead of the content. */
  loading?: boolean;
  /** A failure to load, as the app words it: shown where the content would be, with Try again. */
  error?: ReactNode;
  /** With `error`: a Try again button that calls this. */
  onRetry?: () => void;
  className?: string;
}

export interface PanelProps extends PanelBlockProps {
  /** A sentence under the title. */
  description?: ReactNode;
  /** Beside the title (below it on phones): buttons, a count, a filter. */
  actions?: ReactNode;
  /** 'card': an outlined surface of its own; 'plain': a section on the page's background. */
  surface?: 'card' | 'plain';
  /** Announced and shown while loading, e.g. 'Loading holdings...'. */
  loadingText?: string;
  /**
   * A loading state that takes the loaded state's room (the loaded layout with TextPlaceholder
   * where the values go), instead of the spinner line, so nothing below moves when data arrives.
   */
  placeholder?: ReactNode;
  /** Whether there is nothing to show: the empty state replaces the content. */
  empty?: boolean;
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  /** A small picture beside the empty state's title (e.g. a lock for no saved cards); decorative. */
  emptyIcon?: ReactNode;
  /** The title's id, for a region inside that it names (a table's scroller); generated otherwise. */
  titleId?: string;
  /** The title's look; 'lg' (a section title) by default. */
  titleSize?: 'lg' | 'md';
  /** Space between the title row and the content (the theme's space tokens). */
  gap?: '3' | '4' | '5' | '6';
  /**
   * Under the title row in every state (filters): a filter being typed into stays in place while
   * its results load or fail (product §10.26).
   */
  toolbar?: ReactNode;
  /**
   * Under the content in every state: a form that adds to the list (a new alert, a new token)
   * stays usable, and keeps what is typed, while the list loads, fails or is empty (product §16.5).
   */
  footer?: ReactNode;
  /** The loaded content. */
  children?: ReactNode;
}

/**
 * A titled panel of loaded data, and the one place its states are decided, in the order they win:
 * a failure to load (LoadError with Try again; while `loading` again, Try again shows the retry
 * under way and stays put), loading (`placeholder` or a spinner line with `loadingText`), nothing
 * to show (the empty state), and the content; `toolbar` above and `footer` below stay in every
 * state. A failure with content already shown (a refresh
 * that failed) keeps the content under the message. The panel is a section named by its title and
 * `aria-busy` while loading.
 */
export function Panel({
  title, titleAs = 'h2', loading = false, error, onRetry, className, description, actions, surface = 'plain',
  loadingText = 'Loading...', placeholder, empty = false, emptyTitle, emptyDescription, emptyAction, emptyIcon,
  titleId: givenTitleId, titleSize = 'lg', gap = '4', toolbar, footer, children,
}: PanelProps) {
  const generatedId = `panel-title-${useId()}`;
  const titleId = givenTitleId ?? generatedId;
  const level = Number(titleAs.slice(1)) as 2 | 3 | 4;

  let body: ReactNode;
  if (error) {
    body = (
      <>
        <LoadError error={error} onRetry={onRetry} retrying={loading} />
        {empty ? null : children}
      </>
    );
  } else if (loading) {
    body = placeholder ?? <LoadingState text={loadingText} />;
  } else if (empty) {
    body = emptyTitle ? <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} icon={emptyIcon} /> : null;
  } else {
    body = children;
  }

  const header = title || actions ? (
    <div className={styles.header}>
      {title || description ? (
        <div className={styles.heading}>
          {title ? <Heading level={level} size={titleSize} id={titleId}>{title}</Heading> : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  ) : null;
  const labelledBy = title ? titleId : undefined;

  if (surface === 'card') {
    return (
      <Card variant="outlined" as="section" aria-labelledby={labelledBy} aria-busy={loading || undefined} className={className}>
        <Stack gap={gap}>{header}{toolbar}{body}{footer}</Stack>
      </Card>
    );
  }
  return (
    <Stack as="section" gap={gap} aria-labelledby={labelledBy} aria-busy={loading || undefined} className={className}>
      {header}
      {toolbar}
      {body}
      {footer}
    </Stack>
  );
}
