export { BillingInfoPanel, type BillingInfoPanelProps } from './BillingInfoPanel';
