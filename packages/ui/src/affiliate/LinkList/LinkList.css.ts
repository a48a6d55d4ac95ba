import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({ minWidth: 0, listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const item = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['4'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center' } },
});
export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const nameRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], flexWrap: 'wrap' });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const url = style({
  display: 'block', maxWidth: '100%', fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted,
  padding: `${vars.space['2']} ${vars.space['3']}`, background: vars.color.bg, borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap',
});
