import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Search across the full width on phones with status, from and to below; one row from the medium breakpoint. */
export const toolbar = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr)) auto' } },
});
export const search = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });
export const status = style({ gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });

export const totals = style({
  listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const totalsItem = style({ display: 'flex', minWidth: 0 });
export const totalsCard = style({ flex: 1, minWidth: 0 });
export const scope = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dateCell = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
export const statusCell = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 });
/** Names break between words (at most 220 px wide), never inside a short one. */
export const source = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 140, maxWidth: 220, overflowWrap: 'break-word' });
export const code = style({
  alignSelf: 'flex-start', whiteSpace: 'nowrap', fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.04em',
  padding: `1px ${vars.space['2']}`, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
});
export const toggleCell = style({ width: 1, textAlign: 'right', whiteSpace: 'nowrap', paddingTop: vars.space['1'], paddingBottom: vars.space['1'] });
export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], padding: `${vars.space['1']} 0`, maxWidth: '72ch' });
export const detailsList = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space['8'], rowGap: vars.space['2'], margin: 0 });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.normal });
