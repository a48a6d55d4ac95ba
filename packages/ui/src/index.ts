// Importing the kit applies the theme and reset (CSS side effects, compiled at build time).
export { vars, sprinkles, type Sprinkles, breakpoints, media, palette, fontStack } from './theme';
export * from './primitives';
export * from './app';
export * from './site';
export * from './account';
export * from './affiliate';
export * from './billing';
