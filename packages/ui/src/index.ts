// Importing the kit applies the theme and reset (CSS side effects, compiled at build time).
import './theme';

export * from './primitives';
export * from './layout';
export * from './site';
export * from './app';
export * from './portfolio';
