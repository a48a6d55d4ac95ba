import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const track = style({ position: 'relative', height: 10, borderRadius: vars.radius.full, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const fill = recipe({
  base: {
    display: 'block', height: '100%', borderRadius: vars.radius.full, transition: `width ${vars.duration.slow} ease`,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: { tone: { primary: { background: vars.color.primary }, accent: { background: vars.color.accent }, success: { background: vars.color.success } } },
  defaultVariants: { tone: 'primary' },
});
