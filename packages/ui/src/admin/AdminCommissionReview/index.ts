export { AdminCommissionReview, type AdminCommissionReviewProps, type ReviewCommissionRow } from './AdminCommissionReview';
