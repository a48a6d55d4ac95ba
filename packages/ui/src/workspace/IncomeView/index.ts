export { IncomeView, type IncomeViewProps, type IncomeMonth, type IncomeHolding } from './IncomeView';
