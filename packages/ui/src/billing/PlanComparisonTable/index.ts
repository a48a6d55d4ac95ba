export { PlanComparisonTable, type PlanComparisonTableProps, type ComparisonPlan, type ComparisonRow } from './PlanComparisonTable';
