export {
  PublicPortfolioView, type PublicPortfolioViewProps, type PublicPortfolioData, type PublicHoldingRow, type PublicPerformance,
} from './PublicPortfolioView';
