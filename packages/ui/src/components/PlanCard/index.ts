export { PlanCard, planIconKey, featureLabel, type PlanCardProps, type PlanIconKey } from './PlanCard';
