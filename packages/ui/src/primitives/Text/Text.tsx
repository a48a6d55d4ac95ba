import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../../cx';
import { text } from './Text.css';

export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export interface TextProps extends ComponentPropsWithoutRef<'p'> {
  /** A paragraph by default; a span inside a line, a div around other blocks. */
  as?: 'p' | 'span' | 'div';
  size?: TextSize;
  /** Meaning, not colour: muted for notes, danger and success for outcomes. */
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'semibold';
  align?: 'start' | 'center' | 'end';
  /** Figures in tabular digits, kept on one line (amounts, counts, dates). */
  numeric?: boolean;
  /** Long unbroken words wrap instead of widening the page (e-mails, tokens, a server's message). */
  breakWords?: boolean;
}

/** Body text in the theme's sizes and tones, so a page writes no typography of its own. */
export function Text({ as: Element = 'p', size, tone, weight, align, numeric, breakWords, className, ...rest }: TextProps) {
  return <Element {...rest} className={cx(text({ size, tone, weight, align, numeric, breakWords }), className)} />;
}
