export { Stack, type StackProps, type SpacingProps, type PrimitiveProps } from './Stack';
