import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const legend = style({
  padding: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, lineHeight: vars.lineHeight.snug,
  marginBottom: vars.space['2'],
});

export const track = recipe({
  base: {
    display: 'inline-flex', gap: 2, padding: 3, maxWidth: '100%', overflowX: 'auto',
    background: vars.color.surfaceMuted, borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}`,
  },
  variants: {
    fullWidth: { true: { display: 'flex', width: '100%' }, false: {} },
    invalid: { true: { borderColor: vars.color.danger }, false: {} },
  },
});

export const segment = recipe({
  base: { position: 'relative', display: 'inline-flex', cursor: 'pointer' },
  variants: {
    size: { sm: {}, md: {} },
    fullWidth: { true: { flex: 1 }, false: {} },
  },
});

/** The radio stays in the tab order and the accessibility tree; the text beside it is what shows. */
export const input = style({
  position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit',
});

export const text = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '100%',
  minHeight: 36, minWidth: 44, padding: `0 ${vars.space['3']}`,
  borderRadius: `calc(${vars.radius.md} - 3px)`,
  fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    [`${input}:hover + &`]: { color: vars.color.text },
    [`${input}:checked + &`]: { background: vars.color.surface, color: vars.color.primary, boxShadow: vars.shadow.sm },
    [`${input}:focus-visible + &`]: { boxShadow: vars.shadow.focus },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.55 },
  },
});
