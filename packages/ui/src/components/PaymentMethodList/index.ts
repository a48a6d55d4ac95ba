export { PaymentMethodList, brandLabel, type PaymentMethodListProps, type PaymentMethodItem } from './PaymentMethodList';
