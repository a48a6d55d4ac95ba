export { MonthlyReturnsHeatmap, type MonthlyReturnsHeatmapProps, type MonthlyReturnsYear } from './MonthlyReturnsHeatmap';
