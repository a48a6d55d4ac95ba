import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const note = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.snug });
export const noteIcon = style({ flexShrink: 0, marginTop: 1, color: vars.color.info });

export const totalRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space['3'] });
export const total = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const totalLabel = style({
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em',
});
export const totalValue = style({ fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const chart = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
export const axisMax = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const bars = style({
  display: 'block', width: '100%', height: 140,
  borderTop: `1px dashed ${vars.color.border}`, borderBottom: `1px solid ${vars.color.borderStrong}`,
});
export const bar = style({ fill: vars.color.primary, selectors: { '&:hover': { fill: vars.color.primaryHover } } });
/** How many months the chart shows: one label column under each bar. */
export const monthCount = createVar();
export const axis = style({ display: 'grid', gridTemplateColumns: `repeat(${monthCount}, minmax(0, 1fr))`, minWidth: 0 });
export const axisLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap', overflow: 'visible', textAlign: 'left' });

export const monthTable = style({ maxHeight: 320, overflowY: 'auto', marginTop: vars.space['2'] });
export const rowHead = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });
export const symbol = style({ fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
