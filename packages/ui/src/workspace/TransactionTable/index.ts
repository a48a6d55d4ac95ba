export {
  TransactionTable, type TransactionTableProps, type TransactionTableRow, type TransactionTableFilter, type TransactionTypeFilter, type TransactionRowView, type TransactionTableType,
} from './TransactionTable';
