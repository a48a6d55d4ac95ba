import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from '../../cx';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  tone?: BadgeTone;
  /** Soft tints for statuses; solid for loud labels like '20% OFF'. */
  variant?: 'soft' | 'solid';
  size?: 'sm' | 'md';
  /** A small leading icon (decorative). */
  icon?: ReactNode;
}

/** A short status or label in a pill. */
export function Badge({ tone, variant, size, icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(badge({ tone, variant, size }), className)}>
      {icon}
      {children}
    </span>
  );
}
