import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, palette } from '../../theme/tokens';

export const hero = style({
  position: 'relative', overflow: 'hidden', isolation: 'isolate',
  paddingBlock: `${vars.space['12']} ${vars.space['16']}`,
  background: [
    `radial-gradient(60rem 36rem at 85% 10%, rgba(20,163,148,0.20), transparent 60%)`,
    `radial-gradient(40rem 28rem at 0% 100%, rgba(240,160,32,0.14), transparent 60%)`,
    `linear-gradient(180deg, ${palette.teal[50]} 0%, ${palette.ink[50]} 100%)`,
  ].join(', '),
  '@media': { [media.md]: { paddingBlock: `${vars.space['20']} 6rem` } },
  selectors: {
    // Fine grid pattern, faded towards the edges.
    '&::before': {
      content: '""', position: 'absolute', inset: 0, zIndex: -1,
      backgroundImage: `linear-gradient(rgba(15,107,99,0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(15,107,99,0.07) 1px, transparent 1px)`,
      backgroundSize: '44px 44px',
      maskImage: 'radial-gradient(ellipse 70% 60% at 50% 40%, #000 30%, transparent 80%)',
      WebkitMaskImage: 'radial-gradient(ellipse 70% 60% at 50% 40%, #000 30%, transparent 80%)',
    },
  },
});

export const inner = style({
  display: 'grid', gap: vars.space['12'], alignItems: 'center',
  maxWidth: 1240, marginInline: 'auto', paddingInline: vars.space['4'],
  '@media': {
    [media.md]: { paddingInline: vars.space['8'] },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: vars.space['16'] },
  },
});

export const copy = style({ display: 'grid', justifyItems: 'start', gap: vars.space['6'], minWidth: 0 });

const pulse = keyframes({ '0%': { boxShadow: '0 0 0 0 rgba(240,160,32,0.55)' }, '100%': { boxShadow: '0 0 0 8px rgba(240,160,32,0)' } });

export const badge = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']} ${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full, background: vars.color.surface, border: `1px solid ${palette.amber[200]}`,
  color: palette.amber[700], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, boxShadow: vars.shadow.sm,
});
export const badgeDot = style({
  width: 8, height: 8, borderRadius: 999, background: palette.amber[500], animation: `${pulse} 1.6s ease-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const headline = style({
  fontSize: vars.fontSize['5xl'], fontWeight: vars.fontWeight.black, lineHeight: 1.04, letterSpacing: '-0.035em',
  color: vars.color.text, maxWidth: '16ch',
  selectors: { '&:focus': { outline: 'none' } },
});

/** Wrap a word of the headline in this class for the brand gradient. */
export const highlight = style({
  background: `linear-gradient(100deg, ${palette.teal[700]} 10%, ${palette.teal[500]} 60%, ${palette.amber[700]} 100%)`,
  WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent',
});

export const subcopy = style({ fontSize: vars.fontSize.lg, '@media': { [media.md]: { fontSize: vars.fontSize.xl } }, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted, maxWidth: '36rem' });

export const actions = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], width: '100%',
  '@media': { [media.belowMd]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const footnote = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2']} ${vars.space['5']}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stores = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], listStyle: 'none', padding: 0 });

export const store = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], minHeight: 48,
  padding: `${vars.space['1']} ${vars.space['4']} ${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.md, background: palette.ink[950], color: palette.white,
  border: `1px solid ${palette.ink[700]}`, textDecoration: 'none', boxShadow: vars.shadow.md,
  transition: `transform ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: { 'a&:hover': { transform: 'translateY(-1px)', boxShadow: vars.shadow.lg } },
});
export const storeText = style({ display: 'grid', lineHeight: 1.1 });
export const storeSmall = style({ fontSize: '0.68rem', letterSpacing: '0.02em', color: palette.ink[200] });
export const storeBig = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, letterSpacing: '-0.01em' });

export const visual = style({ position: 'relative', minWidth: 0 });
