import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr)', gridTemplateAreas: '"symbol text" "actions actions"',
  alignItems: 'center', columnGap: vars.space['3'], rowGap: vars.space['2'],
  padding: `${vars.space['3']} 0`, borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': { [media.md]: { gridTemplateColumns: '72px minmax(0, 1fr) auto', gridTemplateAreas: '"symbol text actions"' } },
});
export const symbol = style({ gridArea: 'symbol', fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
export const text = style({ gridArea: 'text', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const condition = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
export const actions = style({
  gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space['2'], justifyContent: 'space-between',
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

export const form = style({ paddingTop: vars.space['5'], borderTop: `1px solid ${vars.color.border}` });
export const formTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const grid = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['4'], alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});
