export {
  Table, TableSortButton, nextTableSort,
  type TableProps, type TableColumn, type TablePaging, type TableSort, type TableSortButtonProps, type SortDirection,
} from './Table';
export type { TableRowDetail } from './Table';
// The parts, for tables that lay out their own rows (product §10.26), and the row window
// (its own module: a table that does not window pays nothing for it, product §10.3).
export {
  TableColumnHeader, TableFrame, TableRowHeader,
  type TableColumnHeaderProps, type TableFrameProps, type TableRowHeaderProps,
} from './TableParts';
export { useRowWindow, type RowWindow, type RowWindowOptions } from './useRowWindow';
