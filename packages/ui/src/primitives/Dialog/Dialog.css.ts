import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ position: 'relative', zIndex: 50 });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  transition: `opacity ${vars.duration.base} ease-out`,
  selectors: { '&[data-closed]': { opacity: 0 } },
});

// On phones the dialog is a bottom sheet; from the medium breakpoint it is centred.
export const viewport = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflowY: 'auto',
  '@media': { [media.md]: { alignItems: 'center', padding: vars.space['6'] } },
});

export const panel = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxHeight: '92dvh',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    borderRadius: `${vars.radius.xl} ${vars.radius.xl} 0 0`,
    transition: `opacity ${vars.duration.base} ease-out, transform ${vars.duration.base} ease-out`,
    selectors: { '&[data-closed]': { opacity: 0, transform: 'translateY(16px)' } },
    '@media': { [media.md]: { borderRadius: vars.radius.xl, maxHeight: 'calc(100dvh - 3rem)' } },
  },
  variants: {
    size: {
      sm: { '@media': { [media.md]: { maxWidth: 400 } } },
      md: { '@media': { [media.md]: { maxWidth: 520 } } },
      lg: { '@media': { [media.md]: { maxWidth: 720 } } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['5']} 0`,
  '@media': { [media.md]: { padding: `${vars.space['6']} ${vars.space['6']} 0` } },
});

export const headings = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'], paddingTop: vars.space['2'] });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const close = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
  width: 44, height: 44, marginRight: `calc(-1 * ${vars.space['2']})`,
  border: 'none', borderRadius: vars.radius.md, background: 'transparent', color: vars.color.textMuted, cursor: 'pointer',
  selectors: {
    '&[data-hover]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus]': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space['5'],
  '@media': { [media.md]: { padding: `${vars.space['5']} ${vars.space['6']}` } },
});

// Phones stack the actions full width with the primary one on top; wider screens put them in a row on the right.
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  // Keeps the last action clear of the home indicator on notched phones.
  padding: `${vars.space['4']} ${vars.space['5']} calc(${vars.space['5']} + env(safe-area-inset-bottom, 0px))`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { flexDirection: 'row', justifyContent: 'flex-end', padding: `${vars.space['4']} ${vars.space['6']}` } },
});
