import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../cx';
import { heading } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;
export type HeadingSize = 'xl' | 'lg' | 'md' | 'sm';

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** The element, h1 to h4: pick the level that fits the page's outline. */
  level: HeadingLevel;
  /** The look, independent of the level: by default h1 'xl', h2 'lg', h3 'md', h4 'sm'. */
  size?: HeadingSize;
}

const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

/**
 * A heading in one of the theme's sizes. The level says where it sits in the outline; the size
 * how loud it looks, so a panel's h3 can look like a section title (`<Heading level={3} size="lg">`).
 * A page's own h1 is PageHeading's.
 */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...rest} className={cx(heading({ size: size ?? sizeOfLevel[level] }), className)} />;
}
