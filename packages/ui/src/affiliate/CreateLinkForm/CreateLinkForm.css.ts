import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { panel as form, panelTitle as title, panelDescription as description, twoColumns as rates } from '../../private/AppShared/styles.css';
export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
export const summary = style({
  fontSize: vars.fontSize.sm, color: vars.color.textMuted, padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.bg, borderRadius: vars.radius.md, fontVariantNumeric: 'tabular-nums',
});
