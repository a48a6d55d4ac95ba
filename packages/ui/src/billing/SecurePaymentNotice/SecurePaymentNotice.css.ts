import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  display: 'flex', alignItems: 'flex-start', gap: vars.space['3'], padding: vars.space['4'],
  background: vars.color.primarySoft, color: vars.color.onPrimarySoft, borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});
export const icon = style({ flex: 'none', display: 'inline-flex', color: vars.color.primary, marginTop: 2 });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const text = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });
