export {
  CommissionLedgerTable, NO_LEDGER_FILTER,
  type CommissionLedgerTableProps, type CommissionLedgerRow, type CommissionLedgerFilter, type CommissionStatusOption,
} from './CommissionLedgerTable';
