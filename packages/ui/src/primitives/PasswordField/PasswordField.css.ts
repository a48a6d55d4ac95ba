import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// 40px inside a 44px input: the whole row stays a comfortable touch target.
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});
