import { style } from '@vanilla-extract/css';
import { pageMinHeight } from '../../theme/tokens';

/** The height of a short page, so the footer does not jump up while a code-split page loads. */
export const slot = style({ minHeight: pageMinHeight });
