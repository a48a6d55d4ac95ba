export { CreateCouponForm, type CreateCouponFormProps } from '../CreateLinkForm/CreateLinkForm';
