export { PortfolioSummary, type PortfolioSummaryProps, type PortfolioSummaryFigures } from './PortfolioSummary';
