export { PlanCard, type PlanCardProps, type PlanIconKey } from './PlanCard';
