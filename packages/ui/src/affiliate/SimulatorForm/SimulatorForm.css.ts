import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export { panel, panelTitle as title, panelDescription as description, twoColumns as inputs } from '../../private/AppShared/styles.css';
export const switchRow = style({ padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.bg });

export const results = style({
  display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['3'], margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const resultItem = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['1'], padding: vars.space['4'],
  borderRadius: vars.radius.lg, background: vars.color.bg, border: `1px solid ${vars.color.border}`,
});
export const resultTotal = style({ background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.onPrimarySoft });
export const resultLabel = style({ fontSize: vars.fontSize.sm, color: 'inherit', opacity: 0.85 });
export const resultValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const footnote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
