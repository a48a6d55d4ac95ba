import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// The positioned, min-width-0 main landmark keeps wide content (tables that scroll in their
// own region, visually hidden text inside them) from widening the page on phones.
export const main = style({
  position: 'relative',
  minWidth: 0,
  overflowX: 'clip',
});

export const inner = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minWidth: 0,
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    paddingBlock: vars.space['6'],
    '@media': { [media.md]: { paddingInline: vars.space['8'], paddingBlock: vars.space['10'] } },
  },
  variants: {
    width: { md: { maxWidth: 1040 }, lg: { maxWidth: 1240 } },
    spacing: { md: { gap: vars.space['6'] }, lg: { gap: vars.space['10'] } },
  },
  defaultVariants: { width: 'lg', spacing: 'md' },
});
