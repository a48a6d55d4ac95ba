export { CouponTable, type CouponTableProps, type CouponRow } from './CouponTable';
