import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    borderLeftWidth: 4,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    // Server messages may hold a long token or URL: it wraps instead of widening the page.
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong, color: vars.color.text },
      info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.onInfoSoft },
      success: { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, borderColor: vars.color.warning, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.onDangerSoft },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ flexShrink: 0, marginTop: 1 });
export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.snug });
export const description = style({ color: 'inherit' });

// Stacks the action under the text on phones, beside it from the medium breakpoint.
export const layout = style({
  display: 'flex', flex: 1, minWidth: 0, flexDirection: 'column', gap: vars.space['3'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});
export const action = style({ flexShrink: 0 });

export const dismiss = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
  width: 44, height: 44, margin: `calc(-1 * ${vars.space['3']}) calc(-1 * ${vars.space['3']}) calc(-1 * ${vars.space['3']}) 0`,
  border: 'none', borderRadius: vars.radius.md, background: 'transparent', color: 'inherit', cursor: 'pointer', flexShrink: 0,
  selectors: {
    '&:hover': { background: 'rgba(7, 17, 31, 0.06)' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
