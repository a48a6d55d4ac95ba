export { FeatureGate, type FeatureGateProps, type FeatureLockView } from './FeatureGate';
