import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['3'], marginBottom: vars.space['8'] });
export const center = style({ textAlign: 'center', justifyItems: 'center' });
export const eyebrow = style({
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.primary,
});
export const title = style({
  fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.025em', lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px', borderRadius: vars.radius.sm } },
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, maxWidth: '42rem' });
