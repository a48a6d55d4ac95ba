import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const grid = style({
  display: 'grid', gap: vars.space['5'], margin: 0, padding: 0, listStyle: 'none', alignItems: 'stretch',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const card = style({
  position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', gap: vars.space['5'],
  padding: vars.space['6'], borderRadius: vars.radius['2xl'], background: vars.color.surface,
  border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm,
});
export const featured = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.lg}` });
/** Side by side (md and up) an empty badge row keeps the prices level; stacked on phones it is only a gap. */
export const badges = style({
  display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], minHeight: 24,
  '@media': { [media.belowMd]: { selectors: { '&:empty': { display: 'none' } } } },
});
export const badge = style({
  display: 'inline-flex', alignItems: 'center', padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em',
  background: vars.color.primarySoft, color: vars.color.onPrimarySoft,
});
export const offerBadge = style({ background: vars.color.warningSoft, color: vars.color.onWarningSoft });
export const name = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const description = style({ margin: `${vars.space['1']} 0 0`, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const priceRow = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space['2'], margin: 0 });
export const price = style({ fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.black, letterSpacing: '-0.03em' });
export const original = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, textDecoration: 'line-through' });
export const cycle = style({ color: vars.color.textMuted });
export const features = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none', flex: 1 });
export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start', lineHeight: vars.lineHeight.snug });
export const check = style({ flexShrink: 0, color: vars.color.primary, marginTop: 2 });
export const actions = style({ display: 'grid', gap: vars.space['2'] });
/** The failure to load: as wide as a card's text, centred in the cards' room. */
export const loadError = style({ width: '100%', maxWidth: 560, textAlign: 'left' });
export const status = style({ padding: vars.space['8'], textAlign: 'center', color: vars.color.textMuted, minHeight: 420, display: 'grid', placeItems: 'center' });
