import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex', alignItems: 'center', gap: vars.space['3'], padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg, background: vars.color.successSoft, color: vars.color.onSuccessSoft,
  border: `1px solid ${vars.color.success}`, boxShadow: vars.shadow.md, fontWeight: vars.fontWeight.medium,
});
export const icon = style({ flexShrink: 0 });
export const text = style({ flex: 1 });
export const close = style({
  flexShrink: 0, width: 36, height: 36, display: 'grid', placeItems: 'center', border: 0, borderRadius: 999,
  background: 'transparent', color: 'inherit', cursor: 'pointer', selectors: { '&:hover': { background: 'rgba(20,108,52,0.12)' } },
});
