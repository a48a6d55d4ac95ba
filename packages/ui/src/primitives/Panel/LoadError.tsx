import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';

export interface LoadErrorProps {
  /** What went wrong, as the app words it (the SDK's message). */
  error: ReactNode;
  /** With it, a Try again button that calls it (e.g. reload the list). */
  onRetry?: () => void;
  /**
   * The retry is under way: Try again stays where it is, focusable and named the same, shows a
   * spinner and ignores presses, so a retry loop never swaps the button away under the pointer.
   */
  retrying?: boolean;
  title?: ReactNode;
  /** 'warning' when what was shown before stays in view (a refresh that failed); 'danger' by default. */
  tone?: 'danger' | 'warning';
  className?: string;
}

/**
 * A failure to load with Try again: the one way the kit says that data did not arrive (product
 * §10.1: where the data would be, with Try again). Panel shows it in place of its content.
 */
export function LoadError({ error, onRetry, retrying = false, title, tone = 'danger', className }: LoadErrorProps) {
  return (
    <Alert
      tone={tone}
      title={title}
      description={error}
      className={className}
      action={onRetry ? <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>Try again</Button> : undefined}
    />
  );
}
