import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './Section.css';

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** Max content width: sm 760, md 1040, lg 1240 px. */
  size?: 'sm' | 'md' | 'lg';
}

/** Centers content with the page gutters (16 px on phones, 32 px from the medium breakpoint). */
export function Container({ size, className, ...rest }: ContainerProps) {
  return <div className={cx(styles.container({ size }), className)} {...rest} />;
}

export interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Anchor for in-page links, e.g. 'pricing'. */
  id?: string;
  tone?: 'default' | 'surface' | 'muted' | 'inverse';
  eyebrow?: ReactNode;
  /** Rendered as the section's h2 and used as its accessible name. */
  title?: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'start';
  containerSize?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A full-width landing section with an optional eyebrow, h2 and lead above its content. */
export function Section({ id, tone = 'default', eyebrow, title, lead, align = 'center', containerSize, className, children, ...rest }: SectionProps) {
  const titleId = useId();
  const inverse = tone === 'inverse';
  return (
    <section id={id} aria-labelledby={title ? titleId : undefined} className={cx(styles.section({ tone }), className)} {...rest}>
      <Container size={containerSize}>
        {(title || eyebrow || lead) && (
          <header className={cx(styles.header, align === 'start' && styles.headerStart)}>
            {eyebrow && <p className={cx(styles.eyebrow, inverse && styles.eyebrowInverse)}>{eyebrow}</p>}
            {title && <h2 id={titleId} className={styles.title}>{title}</h2>}
            {lead && <p className={cx(styles.lead, inverse && styles.leadInverse)}>{lead}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
