export { PortfolioSwitcher, type PortfolioSwitcherProps, type PortfolioSwitcherItem } from './PortfolioSwitcher';
