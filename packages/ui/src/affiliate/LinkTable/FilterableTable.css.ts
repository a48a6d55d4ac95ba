import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space['3'], flexWrap: 'wrap' });
export const toolbar = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['3'], alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 200px auto' } },
});
export const count = style({
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap',
  '@media': { [media.md]: { paddingBottom: vars.space['3'] } },
});
export const nameCell = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, color: vars.color.text, minWidth: 160, maxWidth: 320 });
export const codeCell = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const code = style({
  fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.04em',
  padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
});
