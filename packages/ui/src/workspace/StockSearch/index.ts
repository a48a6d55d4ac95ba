export { StockSearch, type StockSearchProps, type StockOption } from './StockSearch';
