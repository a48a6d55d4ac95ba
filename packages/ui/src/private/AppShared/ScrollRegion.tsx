import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as s from './styles.css';

export interface ScrollRegionProps {
  /** Names the region for screen readers. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A horizontally scrolling frame for wide tables on phones, focusable so keyboard users can scroll it. */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div className={cx(s.tableScroller, className)} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
