import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The field and its button side by side; the button lines up with the input, not the label. */
export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'], flexWrap: 'wrap' });
export const field = style({ flex: '1 1 12rem', minWidth: 0 });
// Below the label's line: the label (sm text + its gap) sits above the input.
export const apply = style({ marginTop: `calc(${vars.lineHeight.snug} * ${vars.fontSize.sm} + ${vars.space["2"]})` });
export const applied = style({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'], flexWrap: 'wrap',
  padding: `${vars.space['2']} ${vars.space['3']}`, borderRadius: vars.radius.md, background: vars.color.successSoft, color: vars.color.onSuccessSoft,
});
export const appliedText = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
