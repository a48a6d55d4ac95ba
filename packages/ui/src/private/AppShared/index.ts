export { EmptyState, LoadingState, type EmptyStateProps } from './EmptyState';
export { CopyValueButton, type CopyValueButtonProps } from './CopyValueButton';
export { ScrollRegion, type ScrollRegionProps } from './ScrollRegion';
export { DetailRow } from './DetailRow';
