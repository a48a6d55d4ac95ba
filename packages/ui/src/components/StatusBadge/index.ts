export { StatusBadge, resolveStatus, type StatusBadgeProps, type ApplicationStatus, type InvoiceStatus, type SubscriptionStatus } from './StatusBadge';
