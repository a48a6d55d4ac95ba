import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
export const option = style({
  display: 'flex', alignItems: 'center', gap: vars.space['3'], padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md, background: vars.color.surface, cursor: 'pointer',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&[data-checked]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
export const dot = style({
  flex: 'none', width: 18, height: 18, borderRadius: vars.radius.full, border: `2px solid ${vars.color.borderStrong}`, background: vars.color.surface,
});
globalStyle(`${option}[data-checked] ${dot}`, { borderColor: vars.color.primary, borderWidth: 5 });
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
