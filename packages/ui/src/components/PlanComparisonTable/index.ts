export { PlanComparisonTable, defaultComparisonRows, type PlanComparisonTableProps, type ComparisonPlan, type ComparisonRow } from './PlanComparisonTable';
