import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { softTone } from '../../theme/tones';

/** Icon, text and link: stacked on phones, the link beside the text from md. */
export const card = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: '"icon text" "action action"',
  columnGap: vars.space['4'], rowGap: vars.space['4'], alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"icon text action"', alignItems: 'center' } },
});
export const iconBadge = style({
  ...softTone.primary, gridArea: 'icon',
  display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: vars.radius.full,
});
export const text = style({ gridArea: 'text', display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug, color: vars.color.text });
export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal, maxWidth: '60ch' });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });
export const action = style({ gridArea: 'action' });

export const compact = style({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted, minWidth: 0,
});
export const compactText = style({
  display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], minWidth: 0, flex: '1 1 16rem',
  fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.snug,
});
export const compactIcon = style({ flexShrink: 0, marginTop: 1, color: vars.color.primary });
