// Signed-in product components: account notices, plans and payments, the affiliate programme and admin review. Explicit named exports.
export {
  StatusBadge, type StatusBadgeProps, type StatusDisplay, type StatusTone,
} from './components/StatusBadge';
export { AccountNotice, type AccountNoticeProps, type AccountNoticeTone } from './components/AccountNotice';

// Plans and payments
export { BillingCycleToggle, type BillingCycleToggleProps, type BillingCycle } from './components/BillingCycleToggle';
export { PlanCard, type PlanCardProps, type PlanIconKey } from './components/PlanCard';
export { PlanGrid, type PlanGridProps } from './components/PlanGrid';
export {
  PlanComparisonTable, type PlanComparisonTableProps, type ComparisonPlan, type ComparisonRow,
} from './components/PlanComparisonTable';
export { SecurePaymentNotice, type SecurePaymentNoticeProps } from './components/SecurePaymentNotice';
export {
  SubscriptionSummary, type SubscriptionSummaryProps, type SubscriptionSummaryData, type PlanChangePreview,
} from './components/SubscriptionSummary';
export { PaymentMethodList, type PaymentMethodListProps, type PaymentMethodItem } from './components/PaymentMethodList';
export { CardEntryPanel, cardFieldStyle, type CardEntryPanelProps, type CardEntryState } from './components/CardEntryPanel';
export { InvoiceTable, type InvoiceTableProps, type InvoiceRow } from './components/InvoiceTable';
export { BillingInfoPanel, type BillingInfoPanelProps, type BillingInfo } from './components/BillingInfoPanel';
// Checkout and the local test mode (product §11)
export { LocalCardFields, type LocalCardFieldsProps, type LocalCardField } from './components/LocalCardFields';
export { TestModeNotice, type TestModeNoticeProps, type TestCardItem } from './components/TestModeNotice';
export { CardAuthenticationDialog, type CardAuthenticationDialogProps } from './components/CardAuthenticationDialog';
export { CheckoutSummary, type CheckoutSummaryProps, type CheckoutSummaryData } from './components/CheckoutSummary';
export { PromotionCodeField, type PromotionCodeFieldProps } from './components/PromotionCodeField';
export { PaymentChoice, NEW_CARD, type PaymentChoiceProps, type PaymentChoiceOption } from './components/PaymentChoice';
export { ConfirmDialog, type ConfirmDialogProps } from './components/PortfolioShared/ConfirmDialog';
export { TrialOffer, type TrialOfferProps } from './components/TrialOffer';
export { AccountSettingsPanel, type AccountSettingsPanelProps } from './components/AccountSettingsPanel';

// The member's own account: the settings page's sections and the app's navigation (product §10, §14).
export {
  SettingsSection, type SettingsSectionProps, EmailSettings, type EmailSettingsProps, type EmailSettingsValues,
  PasswordSettings, type PasswordSettingsProps, type PasswordSettingsValues, CurrencySettings, type CurrencySettingsProps,
  NotificationSettings, type NotificationSettingsProps, type NotificationChoiceView, DataExport, type DataExportProps, type DataExportKind,
  DeleteAccount, type DeleteAccountProps,
} from './components/AccountSettings';
export { AppNavigation, type AppNavigationProps, type AppNavigationItem } from './components/AppNavigation';

// Affiliate dashboard
export { AffiliateDashboardHeader, type AffiliateDashboardHeaderProps } from './components/AffiliateDashboardHeader';
export { StatGrid, type StatGridProps, type AffiliateStats } from './components/StatGrid';
export { LinkTable, type LinkTableProps, type AffiliateLinkRow, type StatusFilter, type TableFilterProps } from './components/LinkTable';
export { CouponTable, type CouponTableProps, type CouponRow } from './components/CouponTable';
export { LinkList, type LinkListProps, type LinkListItem } from './components/LinkList';
export {
  CreateLinkForm, type CreateLinkFormProps, type RateFormErrors,
} from './components/CreateLinkForm';
export { CreateCouponForm, type CreateCouponFormProps } from './components/CreateCouponForm';
export { MilestoneList, type MilestoneListProps, type MilestoneItem, type MilestoneState } from './components/MilestoneList';
export { SimulatorForm, type SimulatorFormProps } from './components/SimulatorForm';
export { SimulatorResult, type SimulatorResultProps, type SimulatorResultItem } from './components/SimulatorResult';
export { PayoutPanel, type PayoutPanelProps } from './components/PayoutPanel';

// Affiliate money: the commission ledger, earnings over time, referred customers and payouts.
// Amounts and dates are written by the app's formatters (`LedgerFormat`).
export type { LedgerFormat } from './components/LedgerShared';
export {
  EarningsChart, type EarningsChartProps, type EarningsSeries, type EarningsMonth,
} from './components/EarningsChart';
export {
  CommissionLedgerTable, NO_LEDGER_FILTER,
  type CommissionLedgerTableProps, type CommissionLedgerRow, type CommissionLedgerFilter, type CommissionStatusOption,
} from './components/CommissionLedgerTable';
export { ReferredCustomersTable, type ReferredCustomersTableProps, type ReferredCustomerRow } from './components/ReferredCustomersTable';
export { PayoutHistoryTable, type PayoutHistoryTableProps, type PayoutHistoryRow } from './components/PayoutHistoryTable';

// Affiliate marketing and application
export {
  CommissionHighlight, AffiliateBenefitGrid, AffiliateRegisterCta,
  type CommissionHighlightProps, type AffiliateBenefitGridProps, type AffiliateRegisterCtaProps, type AffiliateBenefit,
} from './components/AffiliateMarketing';
export { ApplicationStatusCard, type ApplicationStatusCardProps, type ApplicationSummary } from './components/ApplicationStatusCard';
export { ApplicationSubmitted, type ApplicationSubmittedProps } from './components/ApplicationSubmitted';

// Admin
export { ApplicationCountCards, type ApplicationCountCardsProps, type ApplicationCounts } from './components/ApplicationCountCards';
export { ApplicationsTable, type ApplicationsTableProps, type AdminApplicationRow } from './components/ApplicationsTable';
export { ApplicationReviewDialog, type ApplicationReviewDialogProps, type ApplicationDetails } from './components/ApplicationReviewDialog';
export { FraudFlags, type FraudFlagsProps, type FraudFlagItem } from './components/FraudFlags';
export {
  AdminPayoutsTable, type AdminPayoutsTableProps, type AdminPayoutRow, type PayoutStatusOption,
} from './components/AdminPayoutsTable';
export { AdminCommissionReview, type AdminCommissionReviewProps, type ReviewCommissionRow } from './components/AdminCommissionReview';
export { AuditLogTable, type AuditLogTableProps, type AuditLogRow } from './components/AuditLogTable';
export { MailDeliveryTable, type MailDeliveryTableProps, type MailDeliveryRow } from './components/MailDeliveryTable';
export { MarketDataHealth, type MarketDataHealthProps, type ProviderHealthRow, type InstrumentHealthRow } from './components/MarketDataHealth';
