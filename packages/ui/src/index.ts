// Importing the kit applies the theme and reset (CSS side effects, compiled at build time).
export { sprinkles, type Sprinkles } from './theme';
export * from './primitives';
export * from './layout';
export * from './site';
export * from './app';
