import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid', gap: vars.space['10'], listStyle: 'none', padding: 0, paddingTop: vars.space['4'], alignItems: 'stretch',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] }, [media.lg]: { gap: vars.space['8'] } },
});
export const notice = style({ maxWidth: 720, margin: `0 auto ${vars.space['10']}` });
export const footnote = style({ marginTop: vars.space['10'], textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
