import './lightTheme.css';
import './reset.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, media, palette, fontStack } from './tokens';
