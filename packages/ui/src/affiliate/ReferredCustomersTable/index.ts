export { ReferredCustomersTable, type ReferredCustomersTableProps, type ReferredCustomerRow } from './ReferredCustomersTable';
