import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });
export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: vars.space['4'], rowGap: vars.space['1'] });
export const amount = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeight.snug });
export const amountDetail = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const voidButton = style({ color: vars.color.danger });
