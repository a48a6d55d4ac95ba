import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const container = recipe({
  base: {
    width: '100%', marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': { [media.md]: { paddingInline: vars.space['8'] } },
  },
  variants: {
    size: { sm: { maxWidth: 760 }, md: { maxWidth: 1040 }, lg: { maxWidth: 1240 } },
  },
  defaultVariants: { size: 'lg' },
});

export const section = recipe({
  base: {
    position: 'relative',
    paddingBlock: vars.space['16'],
    scrollMarginTop: '4.5rem',
    '@media': { [media.md]: { paddingBlock: '6rem' } },
  },
  variants: {
    tone: {
      default: { background: vars.color.bg },
      surface: { background: vars.color.surface },
      muted: { background: vars.color.surfaceMuted },
      inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const header = style({
  maxWidth: 720, marginInline: 'auto', marginBottom: vars.space['10'], textAlign: 'center',
  '@media': { [media.md]: { marginBottom: vars.space['12'] } },
});
export const headerStart = style({ marginInline: 0, textAlign: 'left' });

export const eyebrow = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'],
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.08em', textTransform: 'uppercase',
  color: vars.color.primary, marginBottom: vars.space['3'],
});
export const eyebrowInverse = style({ color: vars.color.primarySoft });

export const title = style({
  fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.025em', lineHeight: vars.lineHeight.tight,
});

export const lead = style({
  marginTop: vars.space['4'], fontSize: vars.fontSize.lg, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed,
});
export const leadInverse = style({ color: 'rgba(255,255,255,0.78)' });
