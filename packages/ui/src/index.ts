// Explicit named exports. Importing the kit applies the theme and reset (CSS side effects).
export { vars, sprinkles, type Sprinkles, breakpoints, media, palette, fontStack } from './theme';
export { Button, type ButtonProps } from './components/Button';
export { Spinner, type SpinnerProps } from './components/Spinner';
