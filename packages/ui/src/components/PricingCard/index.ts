export { PricingCard, type PricingCardProps, type PricingDiscount } from './PricingCard';
