export { FeatureGrid, type FeatureGridProps, type Feature, type FeatureIcon } from './FeatureGrid';
