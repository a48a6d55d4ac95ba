export { PaymentMethodList, type PaymentMethodListProps, type PaymentMethodItem } from './PaymentMethodList';
