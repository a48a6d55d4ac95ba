import './lightTheme.css';
import './reset.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles';
export { breakpoints, media, palette, fontStack } from './tokens';
