import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

/** The badge, then the sentence beside it; the sentence wraps under itself, never under the badge. */
export const item = recipe({
  base: { display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: vars.space['2'], rowGap: vars.space['1'], minWidth: 0 },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
    },
  },
});
export const badge = style({ flex: 'none', marginTop: 1 });
export const reason = style({ flex: '1 1 16ch', minWidth: 0, color: vars.color.text, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });
