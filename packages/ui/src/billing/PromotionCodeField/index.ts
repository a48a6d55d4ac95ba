export { PromotionCodeField, type PromotionCodeFieldProps } from './PromotionCodeField';
