export { AuditLogTable, type AuditLogTableProps, type AuditLogRow } from './AuditLogTable';
