import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const legend = style({ padding: 0, marginBottom: vars.space['1'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  minHeight: 44,
  padding: `${vars.space['2']} ${vars.space['2']}`,
  margin: `0 calc(-1 * ${vars.space['2']})`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const optionDisabled = style({ cursor: 'not-allowed', opacity: 0.6, selectors: { '&:hover': { background: 'transparent' } } });

export const checkbox = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.md, color: vars.color.text, lineHeight: vars.lineHeight.snug, paddingTop: 1 });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
