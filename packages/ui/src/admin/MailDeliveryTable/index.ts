export { MailDeliveryTable, type MailDeliveryTableProps, type MailDeliveryRow } from './MailDeliveryTable';
