import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const root = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'center', textAlign: 'center' });

export const badge = recipe({
  base: { display: 'inline-grid', placeItems: 'center', width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.full },
  variants: {
    tone: { loading: softTone.primary, info: softTone.info, success: softTone.success, warning: softTone.warning, danger: softTone.danger },
  },
});

/** A screen's heading that a route change may focus: the focus ring only for keyboard focus. */
export const screenTitleRules = {
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
} satisfies StyleRule;

export const title = style(screenTitleRules);

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
