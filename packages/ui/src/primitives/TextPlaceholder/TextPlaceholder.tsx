import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as styles from './TextPlaceholder.css';

export interface TextPlaceholderProps {
  /**
   * A text of the usual length for what is loading (e.g. '$12,345.67'). It is laid out in the
   * surrounding font, invisibly, so the placeholder takes the same width, line height and line
   * breaks as the text that replaces it.
   */
  sample: ReactNode;
  className?: string;
}

/** The sample's glyphs take their room but are never painted (nor read: the bar is aria-hidden). */
const SAMPLE = { visibility: 'hidden' } as const;

/**
 * Holds the place of text that is still loading: grey bars the size of `sample`, hidden from
 * assistive technology (the loading region says it is loading). Sized by real text rather than
 * fixed pixels, so the loaded text takes the same room and nothing below it moves.
 */
export function TextPlaceholder({ sample, className }: TextPlaceholderProps) {
  return (
    <span aria-hidden="true" className={cx(styles.bar, className)}>
      <span style={SAMPLE}>{sample}</span>
    </span>
  );
}
