export { FeatureList, type FeatureListProps, type FeatureItem, type FeatureIcon, type MissionStat } from './FeatureList';
