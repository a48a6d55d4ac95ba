import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const accordion = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    variant: {
      divided: { borderTop: `1px solid ${vars.color.border}` },
      card: { gap: vars.space['3'] },
      plain: {},
    },
  },
  defaultVariants: { variant: 'divided' },
});
