export { BillingInfoPanel, type BillingInfoPanelProps, type BillingInfo } from './BillingInfoPanel';
