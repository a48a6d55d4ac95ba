import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// Native select keeps the platform picker on phones; only the closed box is restyled.
export const select = style({
  appearance: 'none',
  paddingRight: vars.space['10'],
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  // The empty placeholder choice reads as a hint, not as a value.
  selectors: { '&:has(option[value=""]:checked)': { color: vars.color.textSubtle } },
});

export const chevron = style({
  position: 'absolute',
  right: vars.space['3'],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
