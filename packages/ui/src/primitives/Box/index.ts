export { Box, splitLayoutProps, type BoxProps, type BoxElement, type LayoutProps } from './Box';
