// @pt/ui/affiliate: the affiliate programme (marketing, application, dashboard, ledger, payouts),
// built from the kit's primitives. Amounts and dates are written by the app's formatters
// (`LedgerFormat`). Explicit named exports.
import '../theme';

export { AffiliateDashboardHeader, type AffiliateDashboardHeaderProps } from './AffiliateDashboardHeader';
export { StatGrid, type StatGridProps, type AffiliateStats } from './StatGrid';
export { LinkTable, type LinkTableProps, type AffiliateLinkRow, type StatusFilter, type TableFilterProps } from './LinkTable';
export { CouponTable, type CouponTableProps, type CouponRow } from './CouponTable';
export { LinkList, type LinkListProps, type LinkListItem } from './LinkList';
export {
  CreateLinkForm, type CreateLinkFormProps, type RateFormErrors,
} from './CreateLinkForm';
export { CreateCouponForm, type CreateCouponFormProps } from './CreateCouponForm';
export { MilestoneList, type MilestoneListProps, type MilestoneItem, type MilestoneState } from './MilestoneList';
export { SimulatorForm, type SimulatorFormProps } from './SimulatorForm';
export { SimulatorResult, type SimulatorResultProps, type SimulatorResultItem } from './SimulatorResult';
export { PayoutPanel, type PayoutPanelProps } from './PayoutPanel';
export type { LedgerFormat } from '../private/LedgerShared';
export {
  EarningsChart, type EarningsChartProps, type EarningsSeries, type EarningsMonth,
} from './EarningsChart';
export {
  CommissionLedgerTable, NO_LEDGER_FILTER,
  type CommissionLedgerTableProps, type CommissionLedgerRow, type CommissionLedgerFilter, type CommissionStatusOption,
} from './CommissionLedgerTable';
export { ReferredCustomersTable, type ReferredCustomersTableProps, type ReferredCustomerRow } from './ReferredCustomersTable';
export { PayoutHistoryTable, type PayoutHistoryTableProps, type PayoutHistoryRow } from './PayoutHistoryTable';
export {
  CommissionHighlight, AffiliateBenefitGrid, AffiliateRegisterCta,
  type CommissionHighlightProps, type AffiliateBenefitGridProps, type AffiliateRegisterCtaProps, type AffiliateBenefit,
} from './AffiliateMarketing';
export { ApplicationStatusCard, type ApplicationStatusCardProps, type ApplicationSummary } from './ApplicationStatusCard';
export { ApplicationSubmitted, type ApplicationSubmittedProps } from './ApplicationSubmitted';
