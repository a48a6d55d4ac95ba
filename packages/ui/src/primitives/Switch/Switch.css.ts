import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: 44,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, paddingTop: vars.space['1'] });
export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
});
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

// The visible track is 48x28; padding around it keeps a 44px touch target.
export const track = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: 48,
  height: 28,
  margin: '8px 0',
  padding: 3,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.base}`,
  selectors: {
    '&::before': { content: '""', position: 'absolute', inset: -8 },
    '&[data-checked]': { background: vars.color.primary },
    '&[data-hover]:not([data-disabled]):not([data-checked])': { background: vars.color.textSubtle },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.duration.base}`,
  selectors: { '[data-checked] > &': { transform: 'translateX(20px)' } },
});
