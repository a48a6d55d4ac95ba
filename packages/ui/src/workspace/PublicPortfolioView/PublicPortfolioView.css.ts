import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const title = style({
  fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const asOf = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const figures = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, max-content))', gap: `${vars.space['2']} ${vars.space['10']}`, margin: 0,
});
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const figureValue = style({
  margin: 0, fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight,
  '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } },
});

export const holding = style({ textAlign: 'left', fontWeight: vars.fontWeight.regular });
export const symbol = style({ display: 'block', fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
export const name = style({
  display: 'block', marginTop: 2, fontSize: vars.fontSize.xs, color: vars.color.textMuted,
  overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '28ch',
});

export const titleSkeleton = style({ display: 'block', width: 260, maxWidth: '100%', height: 36 });
export const blockSkeleton = style({ display: 'block', width: '100%', height: 360, borderRadius: vars.radius.xl });
