// Styles shared by the portfolio workspace's components: gain/loss tones and loading skeletons.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const tone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
  neutral: { color: vars.color.textMuted },
});

export const change = style({
  display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: vars.space['1'],
  fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold,
});
export const changeStacked = style({ flexDirection: 'column', alignItems: 'flex-end', rowGap: 0 });
export const changeAmount = style({ display: 'inline-flex', alignItems: 'baseline', gap: '0.3em', whiteSpace: 'nowrap' });
export const changeRatio = style({ whiteSpace: 'nowrap', fontWeight: vars.fontWeight.medium });
export const arrow = style({ fontSize: '0.6em', lineHeight: 1 });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** A grey block holding the place of text that is loading. */
export const skeleton = style({
  display: 'block', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
