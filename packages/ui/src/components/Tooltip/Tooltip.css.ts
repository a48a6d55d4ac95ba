import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const bubble = recipe({
  base: {
    position: 'absolute',
    left: '50%',
    zIndex: 60,
    width: 'max-content',
    maxWidth: 'min(280px, calc(100vw - 32px))',
    padding: `${vars.space['2']} ${vars.space['3']}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'center',
    boxShadow: vars.shadow.md,
    animation: `${fadeIn} ${vars.duration.fast} ease-out`,
    // Small arrow pointing at the trigger.
    selectors: {
      '&::after': {
        content: '""', position: 'absolute', left: '50%', width: 8, height: 8,
        background: vars.color.surfaceInverse, transform: 'translateX(-50%) rotate(45deg)',
      },
    },
  },
  variants: {
    placement: {
      top: { bottom: 'calc(100% + 8px)', transform: 'translateX(-50%)', selectors: { '&::after': { bottom: -4 } } },
      bottom: { top: 'calc(100% + 8px)', transform: 'translateX(-50%)', selectors: { '&::after': { top: -4 } } },
    },
  },
  defaultVariants: { placement: 'top' },
});
