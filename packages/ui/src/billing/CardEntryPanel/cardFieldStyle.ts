import { fontStack, palette } from '../../theme/tokens';

/**
 * The look of a card field that the card provider draws in a frame of its own: the frame cannot
 * read the theme's CSS variables, so it gets the light theme's values (text, placeholder and
 * danger colours, the body font) as plain strings, in the `{ base, invalid }` shape such fields
 * take. 16 px keeps phones from zooming into the field.
 */
export const cardFieldStyle = {
  base: { fontSize: '16px', color: palette.ink[900], fontFamily: fontStack.body, '::placeholder': { color: palette.ink[500] } },
  invalid: { color: palette.red[700] },
} as const;

export type CardFieldStyle = typeof cardFieldStyle;
