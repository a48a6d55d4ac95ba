export { EarningsChart, type EarningsChartProps, type EarningsSeries, type EarningsMonth } from './EarningsChart';
