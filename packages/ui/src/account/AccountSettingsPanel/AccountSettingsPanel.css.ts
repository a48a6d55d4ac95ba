import { style } from '@vanilla-extract/css';
import { media } from '../../theme/tokens';

export { twoColumns as grid } from '../../private/AppShared/styles.css';
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
