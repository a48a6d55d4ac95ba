export { HoldingsTable, type HoldingsTableProps } from './HoldingsTable';
export {
  sortHoldings, nextSort, type HoldingsTableRow, type HoldingsSort, type HoldingsSortColumn, type SortDirection,
} from './sortHoldings';
