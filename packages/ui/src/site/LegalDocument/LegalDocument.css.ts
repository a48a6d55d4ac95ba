import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ paddingBlock: `${vars.space['12']} ${vars.space['20']}`, background: vars.color.bg });
export const inner = style({ maxWidth: 760, marginInline: 'auto', paddingInline: vars.space['4'], '@media': { [media.md]: { paddingInline: vars.space['8'] } } });
export const eyebrow = style({ margin: 0, color: vars.color.primary, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, letterSpacing: '0.08em', textTransform: 'uppercase' });
export const title = style({ margin: `${vars.space['2']} 0 0`, fontSize: 'clamp(2rem, 6vw, 2.75rem)', fontWeight: vars.fontWeight.black, letterSpacing: '-0.03em', lineHeight: 1.1, outline: 'none' });
export const meta = style({ margin: `${vars.space['3']} 0 0`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const intro = style({ margin: `${vars.space['6']} 0 0`, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed, color: vars.color.textMuted });
export const toc = style({
  margin: `${vars.space['8']} 0 0`, padding: vars.space['5'], borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}`,
});
export const tocTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
export const tocList = style({ margin: `${vars.space['3']} 0 0`, paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'] });
export const link = style({ color: vars.color.onPrimarySoft, textUnderlineOffset: 3 });
export const section = style({ marginTop: vars.space['10'], scrollMarginTop: '5.5rem' });
export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.015em' });
export const body = style({ marginTop: vars.space['3'], lineHeight: vars.lineHeight.relaxed, color: vars.color.text });
globalStyle(`${body} p, ${body} ul`, { margin: `${vars.space['3']} 0 0` });
globalStyle(`${body} ul`, { paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['2'] });
globalStyle(`${body} a`, { color: vars.color.onPrimarySoft, textUnderlineOffset: 3 });
export const footer = style({ marginTop: vars.space['12'], paddingTop: vars.space['6'], borderTop: `1px solid ${vars.color.border}` });
