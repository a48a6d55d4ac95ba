export { PaymentChoice, NEW_CARD, type PaymentChoiceProps, type PaymentChoiceOption } from './PaymentChoice';
