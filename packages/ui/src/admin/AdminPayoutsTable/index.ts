export { AdminPayoutsTable, type AdminPayoutsTableProps, type AdminPayoutRow, type PayoutStatusOption } from './AdminPayoutsTable';
