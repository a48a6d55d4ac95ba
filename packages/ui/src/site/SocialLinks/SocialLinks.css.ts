import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', gap: vars.space['2'], listStyle: 'none', padding: 0, alignItems: 'center' });

export const link = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  width: 40, height: 40, borderRadius: vars.radius.full,
  color: vars.color.textMuted, background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const inverse = style({
  color: vars.color.textInverse, borderColor: 'rgba(255,255,255,0.28)',
  selectors: { '&:hover': { color: vars.color.onPrimarySoft, background: vars.color.primarySoft, borderColor: vars.color.primarySoft } },
});

export const icon = style({ width: 18, height: 18 });
