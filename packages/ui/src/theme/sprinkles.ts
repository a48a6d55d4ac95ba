// The runtime `sprinkles()` of the kit's layout utilities (sprinkles.css.ts). A plain module, not a
// .css.ts one: the kit marks every .css.ts file as having side effects (its CSS), so a call there
// stayed in every bundle that loads the kit's theme, although only pages that call `sprinkles()`
// need it (about 3.8 KB gzip of the landing's start-up JavaScript).
import { createSprinkles } from '@vanilla-extract/sprinkles/createRuntimeSprinkles';
import { responsiveProperties } from './sprinkles.css';

export const sprinkles = createSprinkles(responsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
