import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: 14, height: 14, borderWidth: 2 },
      md: { width: 20, height: 20, borderWidth: 2 },
      lg: { width: 36, height: 36, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' });
