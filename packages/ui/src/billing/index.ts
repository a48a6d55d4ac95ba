// @pt/ui/billing: plans, checkout and its test mode, the subscription, cards and invoices (product §11),
// built from the kit's primitives. Explicit named exports.
import '../theme';

export { BillingCycleToggle, type BillingCycleToggleProps, type BillingCycle } from './BillingCycleToggle';
export { PlanCard, type PlanCardProps, type PlanIconKey } from './PlanCard';
export { PlanGrid, type PlanGridProps } from './PlanGrid';
export {
  PlanComparisonTable, type PlanComparisonTableProps, type ComparisonPlan, type ComparisonRow,
} from './PlanComparisonTable';
export { SecurePaymentNotice, type SecurePaymentNoticeProps } from './SecurePaymentNotice';
export {
  SubscriptionSummary, type SubscriptionSummaryProps, type SubscriptionSummaryData, type PlanChangePreview,
} from './SubscriptionSummary';
export { PaymentMethodList, type PaymentMethodListProps, type PaymentMethodItem } from './PaymentMethodList';
export { CardEntryPanel, type CardEntryPanelProps, type CardEntryState, type CardFieldStyle } from './CardEntryPanel';
export { InvoiceTable, type InvoiceTableProps, type InvoiceRow } from './InvoiceTable';
export { BillingInfoPanel, type BillingInfoPanelProps, type BillingInfo } from './BillingInfoPanel';
export { LocalCardFields, type LocalCardFieldsProps, type LocalCardField } from './LocalCardFields';
export { TestModeNotice, type TestModeNoticeProps, type TestCardItem } from './TestModeNotice';
export { CardAuthenticationDialog, type CardAuthenticationDialogProps } from './CardAuthenticationDialog';
export { CheckoutSummary, type CheckoutSummaryProps, type CheckoutSummaryData } from './CheckoutSummary';
export { PromotionCodeField, type PromotionCodeFieldProps } from './PromotionCodeField';
export { PaymentChoice, NEW_CARD, type PaymentChoiceProps, type PaymentChoiceOption } from './PaymentChoice';
export { TrialOffer, type TrialOfferProps } from './TrialOffer';
