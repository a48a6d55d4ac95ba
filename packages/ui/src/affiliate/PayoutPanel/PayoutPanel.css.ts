import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

// minmax(0, ...) tracks: a wide payout history scrolls in its own region instead of widening a phone's page.
export const grid = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const balanceCard = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
});
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const balance = style({ fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.tight });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });
/** The pending balance under the balance: a smaller figure on a line of its own, then its note. */
export const pending = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });
export const pendingLine = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space['3'],
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted,
});
export const pendingValue = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
