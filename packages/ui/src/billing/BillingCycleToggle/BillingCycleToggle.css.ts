import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'inline-flex', alignItems: 'stretch', gap: vars.space['1'], padding: vars.space['1'],
  background: vars.color.surfaceMuted, borderRadius: vars.radius.full, border: `1px solid ${vars.color.border}`,
});

export const option = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space['2'],
  minHeight: 40, padding: `0 ${vars.space['4']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted,
  cursor: 'pointer', userSelect: 'none', whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-hover]:not([data-checked])': { color: vars.color.text },
    '&[data-checked]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const save = style({
  display: 'inline-flex', alignItems: 'center', padding: `1px ${vars.space['2']}`, borderRadius: vars.radius.full,
  background: vars.color.accentSoft, color: vars.color.onAccent, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold,
});
