import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const header = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['4'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em', lineHeight: vars.lineHeight.tight });
export const welcome = style({ marginTop: vars.space['1'], color: vars.color.textMuted, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: vars.space['2'], flexWrap: 'wrap' });
