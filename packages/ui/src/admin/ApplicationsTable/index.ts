export { ApplicationsTable, type ApplicationsTableProps, type AdminApplicationRow } from './ApplicationsTable';
