export { FeatureGrid, type FeatureGridProps, type Feature, type FeatureGridIcon } from './FeatureGrid';
