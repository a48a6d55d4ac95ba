export { PayoutPanel, type PayoutPanelProps } from './PayoutPanel';
