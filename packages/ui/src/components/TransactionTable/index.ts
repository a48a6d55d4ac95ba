export {
  TransactionTable, type TransactionTableProps, type TransactionTableRow, type TransactionTableFilter, type TransactionTypeFilter,
} from './TransactionTable';
