export { AllocationChart, type AllocationChartProps, type AllocationChartSlice } from './AllocationChart';
