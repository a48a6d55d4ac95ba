import { defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media, pageMinHeight } from './tokens';

// Layout and spacing utilities, responsive at the medium breakpoint. Their classes are generated at
// build time; the `sprinkles()` function that picks them lives in sprinkles.ts.
export const responsiveProperties = defineProperties({
  conditions: { base: {}, md: { '@media': media.md }, lg: { '@media': media.lg } },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space, paddingTop: vars.space, paddingBottom: vars.space, paddingLeft: vars.space, paddingRight: vars.space,
    marginTop: vars.space, marginBottom: vars.space,
    textAlign: ['left', 'center', 'right'],
    minWidth: { '0': '0' },
    // 'screen' holds a loading area's place so content below does not move when it arrives.
    minHeight: { screen: '100vh', page: pageMinHeight },
    // 'single': one column that may shrink below its content's width (long words, wide tables scroll inside).
    gridTemplateColumns: { single: 'minmax(0, 1fr)', '1': '1fr', '2': 'repeat(2, minmax(0, 1fr))', '3': 'repeat(3, minmax(0, 1fr))', '4': 'repeat(4, minmax(0, 1fr))' },
  },
  shorthands: { paddingX: ['paddingLeft', 'paddingRight'], paddingY: ['paddingTop', 'paddingBottom'] },
});
