export { PayoutHistoryTable, type PayoutHistoryTableProps, type PayoutHistoryRow } from './PayoutHistoryTable';
