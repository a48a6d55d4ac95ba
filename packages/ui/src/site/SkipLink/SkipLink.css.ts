import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const skip = style({
  position: 'absolute', left: vars.space['4'], top: vars.space['2'], zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['4']}`, borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse, color: vars.color.textInverse, fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none', transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: 'none', boxShadow: vars.shadow.focus } },
});
