import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space['1'] });
export const optionalMark = style({ color: vars.color.textSubtle, fontWeight: vars.fontWeight.regular, marginLeft: vars.space['1'] });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  color: vars.color.danger,
  lineHeight: vars.lineHeight.normal,
});

export const errorIcon = style({ marginTop: 2 });

// Shared by TextField, PasswordField, Textarea and Select so every control lines up.
export const control = recipe({
  base: {
    width: '100%',
    minHeight: 44,
    padding: `${vars.space['2']} ${vars.space['3']}`,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.sm,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.textSubtle },
      '&:focus-visible, &:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: vars.shadow.focus },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.color.dangerSoft}, 0 0 0 1px ${vars.color.danger}` },
      '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted, color: vars.color.textMuted, boxShadow: 'none' },
      '&[readonly]': { background: vars.color.surfaceMuted },
    },
  },
  variants: {
    size: {
      md: {},
      lg: { minHeight: 52, fontSize: vars.fontSize.lg, padding: `${vars.space['3']} ${vars.space['4']}` },
    },
  },
  defaultVariants: { size: 'md' },
});

// An input with adornments: the wrapper is the positioning box, the adornments sit over the padding.
export const adornedWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const leading = style({
  position: 'absolute',
  left: vars.space['3'],
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const trailing = style({
  position: 'absolute',
  right: vars.space['1'],
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
});

export const withLeading = style({ paddingLeft: vars.space['10'] });
export const withTrailing = style({ paddingRight: vars.space['12'] });
