import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cx } from '../../cx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {
  /** Element to render; a span by default so it fits inside buttons and headings. */
  as?: ElementType;
}

/** Text for screen readers only, e.g. the name of an icon-only control. */
export function VisuallyHidden({ as: Component = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Component {...rest} className={cx(visuallyHidden, className)} />;
}
