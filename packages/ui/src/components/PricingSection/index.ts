export { PricingSection, type PricingSectionProps } from './PricingSection';
