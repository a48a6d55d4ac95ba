export { RiskMetrics, type RiskMetricsProps, type RiskMetricsFigures } from './RiskMetrics';
