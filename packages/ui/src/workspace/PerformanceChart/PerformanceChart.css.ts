import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const returnBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });
export const returnLine = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const returnLabel = style({
  fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em',
});
export const returnValue = style({ fontSize: vars.fontSize['3xl'], lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold });
export const method = style({
  display: 'flex', flexDirection: 'column', gap: 2, maxWidth: '60ch',
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal,
});
export const methodName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const ranges = style({ flexShrink: 0 });
export const metrics = style({ minWidth: 0 });

export const key = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const keyItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const keySwatch = style({ display: 'inline-block', width: 18, height: 0, borderTop: '3px solid' });
export const keyMain = style({ borderColor: vars.color.primary });
export const keyBenchmark = style({ borderColor: vars.color.accent, borderTopStyle: 'dashed' });

export const readout = style({
  minHeight: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums',
});

export const frame = style({
  position: 'relative', height: 220, borderRadius: vars.radius.md,
  '@media': { [media.md]: { height: 300 } },
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
export const canvasHost = style({ position: 'absolute', inset: 0 });
export const canvasMessage = style({
  position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center',
  padding: vars.space['4'], fontSize: vars.fontSize.sm, color: vars.color.textMuted, background: vars.color.bg, borderRadius: vars.radius.md,
});
export const skeleton = style({ width: '100%', height: '100%' });
export const canvasPending = style({ position: 'absolute', inset: 0 });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const footer = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space['3'] });
export const footerActions = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space['2'] });
export const credit = style({
  fontSize: vars.fontSize.xs, color: vars.color.textMuted, textDecoration: 'underline', textUnderlineOffset: 2,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

/** The data table's frame (the kit's Table): its own height, scrolling down the days. */
export const tableScroller = style({ maxHeight: 320, overflowY: 'auto' });
export const dateCell = style({ whiteSpace: 'nowrap' });
