import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { panel, panelTitle as title } from '../../private/AppShared/styles.css';
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const slot = style({
  minHeight: 48, padding: `${vars.space['3']} ${vars.space['4']}`, display: 'flex', alignItems: 'center',
  background: vars.color.surface, border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primarySoft}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[aria-busy="true"]': { opacity: 0.7 },
  },
});
/** The app's own fields: laid out by themselves, no frame. */
export const fields = style({ display: 'block', selectors: { '&[aria-busy="true"]': { opacity: 0.7 } } });
export const error = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], color: vars.color.danger, fontSize: vars.fontSize.sm });
export const success = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
