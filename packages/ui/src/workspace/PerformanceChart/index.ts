export {
  PerformanceChart, type PerformanceChartProps, type PerformancePoint, type PerformanceBenchmark, type ReturnMethod,
} from './PerformanceChart';
