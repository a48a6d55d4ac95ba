export { BillingCycleToggle, type BillingCycleToggleProps, type BillingCycle } from './BillingCycleToggle';
