import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Card.css';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  variant?: 'elevated' | 'outlined' | 'highlighted' | 'muted';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Content of a header bar above the body (a title, actions...). */
  header?: ReactNode;
  /** Content of a footer bar below the body, usually actions. */
  footer?: ReactNode;
  /** Lifts on hover; use when the whole card is a link or button. */
  interactive?: boolean;
  /** Render as another element, e.g. 'section', 'article' or 'li'. */
  as?: ElementType;
}

/** A surface that groups related content, with optional header and footer bars. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { variant, padding = 'md', header, footer, interactive, as: Component = 'div', className, children, ...rest },
  ref,
) {
  return (
    <Component ref={ref} {...rest} className={cx(styles.card({ variant, interactive }), className)}>
      {header ? <div className={styles.header({ padding: padding === 'none' ? 'md' : padding })}>{header}</div> : null}
      <div className={styles.body({ padding })}>{children}</div>
      {footer ? <div className={styles.footer({ padding: padding === 'none' ? 'md' : padding })}>{footer}</div> : null}
    </Component>
  );
});

export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /** Heading element; pick the level that fits the page outline. */
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/** A title sized for card headers. */
export function CardTitle({ as: Component = 'h3', className, ...rest }: CardTitleProps) {
  return <Component {...rest} className={cx(styles.title, className)} />;
}
