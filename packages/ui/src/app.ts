// Signed-in product components: affiliate, admin, plans and payments. Explicit named exports.
export {
  StatusBadge, resolveStatus, type StatusBadgeProps, type ApplicationStatus, type InvoiceStatus, type SubscriptionStatus,
} from './components/StatusBadge';

// Plans and payments
export { BillingCycleToggle, type BillingCycleToggleProps, type BillingCycle } from './components/BillingCycleToggle';
export { PlanCard, planIconKey, featureLabel, type PlanCardProps, type PlanIconKey } from './components/PlanCard';
export { PlanGrid, type PlanGridProps } from './components/PlanGrid';
export {
  PlanComparisonTable, defaultComparisonRows, type PlanComparisonTableProps, type ComparisonPlan, type ComparisonRow,
} from './components/PlanComparisonTable';
export { SecurePaymentNotice, type SecurePaymentNoticeProps } from './components/SecurePaymentNotice';
export {
  SubscriptionSummary, type SubscriptionSummaryProps, type SubscriptionSummaryData, type PlanChangePreview,
} from './components/SubscriptionSummary';
export { PaymentMethodList, brandLabel, type PaymentMethodListProps, type PaymentMethodItem } from './components/PaymentMethodList';
export { CardEntryPanel, type CardEntryPanelProps, type CardEntryState } from './components/CardEntryPanel';
export { InvoiceTable, type InvoiceTableProps, type InvoiceRow } from './components/InvoiceTable';
export { BillingInfoPanel, type BillingInfoPanelProps } from './components/BillingInfoPanel';
export { AccountSettingsPanel, type AccountSettingsPanelProps } from './components/AccountSettingsPanel';
