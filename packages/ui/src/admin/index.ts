// @pt/ui/admin: the admin area's review screens (applications, payouts, held commissions, the audit
// log, mail deliveries and market-data health), built from the kit's primitives. Explicit named exports.
import '../theme';

export { ApplicationCountCards, type ApplicationCountCardsProps, type ApplicationCounts } from './ApplicationCountCards';
export { ApplicationsTable, type ApplicationsTableProps, type AdminApplicationRow } from './ApplicationsTable';
export { ApplicationReviewDialog, type ApplicationReviewDialogProps, type ApplicationDetails } from './ApplicationReviewDialog';
export { FraudFlags, type FraudFlagsProps, type FraudFlagItem } from '../private/FraudFlags';
export {
  AdminPayoutsTable, type AdminPayoutsTableProps, type AdminPayoutRow, type PayoutStatusOption,
} from './AdminPayoutsTable';
export { AdminCommissionReview, type AdminCommissionReviewProps, type ReviewCommissionRow } from './AdminCommissionReview';
export { AuditLogTable, type AuditLogTableProps, type AuditLogRow } from './AuditLogTable';
export { MailDeliveryTable, type MailDeliveryTableProps, type MailDeliveryRow } from './MailDeliveryTable';
export { MarketDataHealth, type MarketDataHealthProps, type ProviderHealthRow, type InstrumentHealthRow } from './MarketDataHealth';
