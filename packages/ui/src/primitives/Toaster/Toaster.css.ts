import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 24px))' }, to: { transform: 'translateX(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({ from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' }, to: { transform: 'translateX(calc(100% + 24px))' } });

// Bottom-right stack (product §9); full width along the bottom on phones.
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  width: '100%',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.md]: { width: 420, padding: vars.space['6'] } },
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 3px ${vars.color.focusRing}`, borderRadius: vars.radius.lg } },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    columnGap: vars.space['3'],
    padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: `${vars.shadow.focus}, ${vars.shadow.lg}` },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.base} cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.base} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.base} ease-out` },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.duration.base} ease-out forwards` },
    },
  },
  variants: {
    tone: {
      default: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      destructive: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const icon = recipe({
  base: { marginTop: 2 },
  variants: {
    tone: {
      default: { color: vars.color.primary },
      success: { color: vars.color.success },
      destructive: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0, paddingTop: 1, overflowWrap: 'anywhere' });
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space['2'], marginTop: vars.space['2'] });

export const action = style({
  minHeight: 36,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.primary },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const close = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  width: 36, height: 36, margin: `calc(-1 * ${vars.space['1']}) calc(-1 * ${vars.space['1']}) 0 0`,
  border: 'none', borderRadius: vars.radius.md, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
