export { PriceSource, StaleBadge, type PriceSourceProps, type StaleBadgeProps } from './PriceSource';
