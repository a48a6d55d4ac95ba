// Affiliate and admin screens' components (issue 9). Explicit named exports.
export { PageFrame, type PageFrameProps } from './components/PageFrame';
