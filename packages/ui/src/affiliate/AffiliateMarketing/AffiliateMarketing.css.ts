import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const highlight = style({
  position: 'relative', overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: vars.space['4'],
  padding: `${vars.space['8']} ${vars.space['6']}`, borderRadius: vars.radius['2xl'],
  background: `linear-gradient(135deg, ${vars.color.surfaceInverse} 0%, ${vars.color.primaryActive} 100%)`, color: vars.color.textInverse,
  '@media': { [media.md]: { padding: `${vars.space['12']} ${vars.space['10']}`, flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const eyebrow = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'uppercase', letterSpacing: '0.08em', color: vars.color.accent });
export const headline = style({ fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.black, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.02em', marginTop: vars.space['2'] });
export const accent = style({ color: vars.color.accent });
export const lead = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal, marginTop: vars.space['3'], maxWidth: '48ch', opacity: 0.9 });
export const bigNumber = style({
  flex: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
  width: 160, height: 160, borderRadius: vars.radius.full, border: `2px solid ${vars.color.accent}`,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.belowMd]: { display: 'none' } },
});
export const bigValue = style({ fontSize: vars.fontSize['5xl'], fontWeight: vars.fontWeight.black, lineHeight: 1, color: vars.color.accent });
export const bigLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const benefits = style({
  listStyle: 'none', padding: 0, display: 'grid', gridTemplateColumns: '1fr', gap: vars.space['4'],
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const benefit = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: vars.space['5'],
  background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.xl, boxShadow: vars.shadow.sm,
});
export const benefitIcon = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44,
  borderRadius: vars.radius.md, background: vars.color.primarySoft, color: vars.color.primary, marginBottom: vars.space['1'],
});
export const benefitTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const benefitText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const cta = style({
  display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space['4'], padding: vars.space['6'],
  borderRadius: vars.radius.xl, background: vars.color.accentSoft, border: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: vars.space['8'] } },
});
export const ctaTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
export const ctaText = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, marginTop: vars.space['1'] });
export const ctaNote = style({ fontSize: vars.fontSize.sm, color: vars.color.onWarningSoft, marginTop: vars.space['2'], fontWeight: vars.fontWeight.medium });
export const ctaActions = style({ display: 'flex', gap: vars.space['3'], flexWrap: 'wrap' });
export const benefitSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const benefitHeading = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug });
