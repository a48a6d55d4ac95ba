export { EmptyState, LoadingState, type EmptyStateProps } from './EmptyState';
export { formatUsd, formatInt, formatPercent, cx } from './format';
