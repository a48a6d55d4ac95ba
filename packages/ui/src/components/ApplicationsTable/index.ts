export { ApplicationsTable, type ApplicationsTableProps, type AdminApplicationRow } from './ApplicationsTable';
export { audienceLabel, channelLabel } from './labels';
