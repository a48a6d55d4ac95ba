import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * On a narrow card each reason sits under its badge; from 480 px of room the badges share one
 * column (as wide as the widest) and the reasons line up beside them. The frame's own width is
 * queried: the flags sit in table rows, cards and dialogs of any width.
 */
export const frame = style({ containerType: 'inline-size', minWidth: 0 });

const wide = '(min-width: 480px)';
export const list = style({
  listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], minWidth: 0,
  '@container': { [wide]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space['3'], rowGap: vars.space['2'] } },
});
export const item = recipe({
  base: {
    display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start', rowGap: vars.space['1'], minWidth: 0,
    '@container': { [wide]: { gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'baseline' } },
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
    },
  },
});
export const badge = style({ maxWidth: '100%' });
export const reason = style({ minWidth: 0, color: vars.color.text, lineHeight: vars.lineHeight.snug, overflowWrap: 'break-word' });
