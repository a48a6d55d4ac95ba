export { SubscriptionSummary, type SubscriptionSummaryProps, type SubscriptionSummaryData, type PlanChangePreview } from './SubscriptionSummary';
