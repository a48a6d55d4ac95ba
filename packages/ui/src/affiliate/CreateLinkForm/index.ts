export {
  CreateLinkForm, CreateCouponForm, type CreateLinkFormProps, type CreateCouponFormProps, type RateFormErrors,
} from './CreateLinkForm';
