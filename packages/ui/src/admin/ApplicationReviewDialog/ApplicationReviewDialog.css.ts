import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const sectionTitle = style({
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted,
  textTransform: 'uppercase', letterSpacing: '0.06em', paddingBottom: vars.space['2'], borderBottom: `1px solid ${vars.color.border}`,
});
export const longText = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], listStyle: 'none', padding: 0 });
export const link = style({ color: vars.color.primary, textDecoration: 'underline', overflowWrap: 'anywhere' });
export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end', width: '100%' });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, alignSelf: 'center', marginRight: 'auto' });
