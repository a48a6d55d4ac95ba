export {
  CreateLinkForm, CreateCouponForm, maxDiscountFor, MAX_COMBINED_RATE,
  type CreateLinkFormProps, type CreateCouponFormProps, type RateFormErrors,
} from './CreateLinkForm';
