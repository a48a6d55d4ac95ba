import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const banner = recipe({
  base: {
    width: '100%',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      neutral: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.danger, color: vars.color.onPrimary },
    },
    position: {
      static: {},
      // Sticky banners stay visible while the page scrolls under them.
      sticky: { position: 'sticky', top: 0, zIndex: 40 },
    },
  },
  defaultVariants: { tone: 'primary', position: 'static' },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  minHeight: 48,
  '@media': { [media.md]: { padding: `${vars.space['2']} ${vars.space['6']}` } },
});

export const message = style({
  flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space['3'], rowGap: vars.space['2'],
  '@media': { [media.md]: { justifyContent: 'center' } },
});

export const dismiss = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
  width: 44, height: 44, marginRight: `calc(-1 * ${vars.space['2']})`,
  border: 'none', borderRadius: vars.radius.md, background: 'transparent', color: 'inherit', cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(127, 127, 127, 0.18)' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
