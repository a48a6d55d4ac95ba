import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { screenTitleRules } from '../AccountNotice/AccountNotice.css';

// A calm full-height backdrop with the card centred; on phones the card fills the width.
export const root = style({
  minHeight: 'calc(100vh - 4rem)',
  display: 'grid',
  alignItems: 'start',
  justifyItems: 'center',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
  background: `radial-gradient(120% 60% at 50% 0%, ${vars.color.primarySoft} 0%, ${vars.color.bg} 70%)`,
  '@media': { [media.md]: { alignItems: 'center', padding: `${vars.space['12']} ${vars.space['6']}` } },
});

/** Inside another page: no backdrop or full height, just the centred card. */
export const embedded = style({
  display: 'grid',
  justifyItems: 'center',
  padding: `${vars.space['6']} 0`,
});

export const panel = recipe({
  base: {
    width: '100%',
    display: 'grid',
    gap: vars.space['6'],
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius['2xl'],
    boxShadow: vars.shadow.lg,
    padding: `${vars.space['8']} ${vars.space['5']}`,
    '@media': { [media.md]: { padding: `${vars.space['10']} ${vars.space['10']}` } },
  },
  variants: {
    width: { sm: { maxWidth: '28rem' }, md: { maxWidth: '34rem' } },
  },
  defaultVariants: { width: 'sm' },
});

export const header = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'center', textAlign: 'center' });

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.xl,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  marginBottom: vars.space['2'],
});

export const title = style({ ...screenTitleRules, '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } } });

export const lead = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const body = style({ display: 'grid', gap: vars.space['5'] });

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A button that reads as an inline link (an action, not a navigation). */
export const inlineAction = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:disabled': { color: vars.color.textMuted, cursor: 'default' },
  },
});
