export { CheckoutSummary, type CheckoutSummaryProps, type CheckoutSummaryData } from './CheckoutSummary';
