import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { visuallyHiddenRules } from '../../primitives/VisuallyHidden/VisuallyHidden.css';

export const header = style({
  position: 'sticky', top: 0, zIndex: 40,
  background: 'rgba(255,255,255,0.86)',
  backdropFilter: 'saturate(180%) blur(14px)',
  WebkitBackdropFilter: 'saturate(180%) blur(14px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex', alignItems: 'center', gap: vars.space['4'],
  minHeight: 64, maxWidth: 1240, marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.md]: { minHeight: 72, paddingInline: vars.space['6'], gap: vars.space['4'] }, [media.lg]: { paddingInline: vars.space['8'], gap: vars.space['6'] } },
});

export const brand = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'],
  fontWeight: vars.fontWeight.black, fontSize: vars.fontSize.lg, letterSpacing: '-0.02em',
  color: vars.color.text, textDecoration: 'none', flexShrink: 0, marginRight: 'auto',
  borderRadius: vars.radius.sm,
});

export const logoMark = style({
  width: 32, height: 32, borderRadius: 10, display: 'grid', placeItems: 'center', flexShrink: 0,
  background: `linear-gradient(135deg, ${vars.color.focusRing}, ${vars.color.primaryActive})`,
  color: vars.color.onPrimary, boxShadow: '0 6px 14px -6px rgba(15,107,99,0.7)',
});

export const toggle = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  width: 44, height: 44, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, cursor: 'pointer',
  '@media': { [media.md]: { display: 'none' } },
});

// One navigation tree: a dropdown panel below md, an inline row from md.
export const panel = style({
  display: 'none',
  selectors: { '&[data-open]': { display: 'flex' } },
  position: 'absolute', top: '100%', left: 0, right: 0,
  flexDirection: 'column', gap: vars.space['4'],
  padding: vars.space['4'], paddingBottom: vars.space['6'],
  background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
  maxHeight: 'calc(100vh - 64px)', overflowY: 'auto',
  '@media': {
    [media.md]: {
      display: 'flex', position: 'static', flexDirection: 'row', alignItems: 'center', gap: vars.space['4'],
      padding: 0, background: 'transparent', border: 0, boxShadow: 'none', overflow: 'visible', maxHeight: 'none',
      flex: '1 1 auto',
    },
  },
});

export const sectionList = style({
  display: 'flex', flexDirection: 'column', listStyle: 'none', padding: 0, gap: vars.space['1'],
  '@media': { [media.md]: { flexDirection: 'row', gap: vars.space['1'], marginInline: 'auto' } },
});

export const navLink = style({
  display: 'flex', alignItems: 'center', minHeight: 44, paddingInline: vars.space['3'],
  borderRadius: vars.radius.md, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium,
  textDecoration: 'none', whiteSpace: 'nowrap', transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
  '@media': { [media.md]: { minHeight: 40, fontSize: vars.fontSize.sm, paddingInline: vars.space['2'] }, [media.lg]: { paddingInline: vars.space['3'] } },
});

export const actions = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'],
  paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', paddingTop: 0, borderTop: 0, gap: vars.space['2'] } },
});

/** The signed-out buttons' size while the session is unknown: laid out like them, never seen. */
export const authPlaceholder = style({ display: 'contents', visibility: 'hidden' });

export const socials = style({
  '@media': { [media.md]: { display: 'none' }, [media.lg]: { display: 'flex' } },
});

export const divider = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', width: 1, height: 24, background: vars.color.border } },
});

export const userButton = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], minHeight: 44, maxWidth: '100%',
  padding: `0 ${vars.space['3']} 0 ${vars.space['1']}`, borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`, background: vars.color.surface, cursor: 'pointer',
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text,
  selectors: { '&[data-hover], &[data-open]': { borderColor: vars.color.primary } },
});
export const userAvatar = style({
  width: 34, height: 34, borderRadius: vars.radius.full, display: 'grid', placeItems: 'center', flexShrink: 0,
  background: vars.color.primarySoft, color: vars.color.onPrimarySoft, fontWeight: vars.fontWeight.bold, textTransform: 'uppercase',
});
export const email = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '18ch' });

export const menu = style({
  zIndex: 50, minWidth: 220, padding: vars.space['1'], borderRadius: vars.radius.lg,
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.lg,
  outline: 'none', display: 'flex', flexDirection: 'column',
});
export const menuItem = style({
  display: 'flex', alignItems: 'center', width: '100%', minHeight: 40, padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md, border: 0, background: 'transparent', color: vars.color.text, textAlign: 'left',
  textDecoration: 'none', fontSize: vars.fontSize.sm, cursor: 'pointer',
  selectors: { '&[data-focus]': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft } },
});
export const menuDanger = style({ color: vars.color.danger, selectors: { '&[data-focus]': { background: vars.color.dangerSoft, color: vars.color.onDangerSoft } } });
export const menuSeparator = style({ height: 1, margin: `${vars.space['1']} 0`, background: vars.color.border });
export const menuLabel = style({ padding: `${vars.space['2']} ${vars.space['3']}`, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const nav = style({ '@media': { [media.md]: { flex: '1 1 auto', display: 'flex', justifyContent: 'center' } } });

/** The product name beside the mark: hidden between md and lg where the row is tight. */
export const brandText = style({ '@media': { [`${media.md} and (max-width: 1023.98px)`]: visuallyHiddenRules } });

/** The notifications bell's place at the row's end: its size while it loads, so nothing moves when it arrives. */
export const bellSlot = style({ display: 'inline-flex', flexShrink: 0, minWidth: 44, minHeight: 44 });
