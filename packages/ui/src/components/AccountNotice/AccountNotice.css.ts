import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'center', textAlign: 'center' });

export const badge = recipe({
  base: { display: 'inline-grid', placeItems: 'center', width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.full },
  variants: {
    tone: {
      loading: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, maxWidth: '30rem' });

export const extra = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'center', width: '100%' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  width: '100%',
  marginTop: vars.space['2'],
});
