import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const explain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const explainLead = style({ color: vars.color.text });
export const seen = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const seenItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], lineHeight: vars.lineHeight.snug });
export const seenIcon = style({ flexShrink: 0, marginTop: 1, color: vars.color.success });

/** The field takes the row; Copy and Open sit beside its input from md, under it on phones. */
export const linkRow = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const field = style({ flex: '1 1 auto', minWidth: 0 });
/** Lines the buttons up with the input, below the field's label. */
export const linkActions = style({ '@media': { [media.md]: { marginTop: 28 } } });
export const open = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] });
export const revoke = style({ color: vars.color.danger });
