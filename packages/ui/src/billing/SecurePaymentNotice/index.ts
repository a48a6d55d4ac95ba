export { SecurePaymentNotice, type SecurePaymentNoticeProps } from './SecurePaymentNotice';
