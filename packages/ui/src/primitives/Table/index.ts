export {
  Table, TableSortButton, nextTableSort,
  type TableProps, type TableColumn, type TablePaging, type TableSort, type TableSortButtonProps, type SortDirection,
} from './Table';
export type { TableRowDetail } from './Table';
