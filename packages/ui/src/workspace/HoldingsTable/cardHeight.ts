/** A holding's card height in px below the medium breakpoint (product §10.20); the CSS and the row window share it. */
export const CARD_ROW_HEIGHT = 272;
