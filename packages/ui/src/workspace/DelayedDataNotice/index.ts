export { DelayedDataNotice, type DelayedDataNoticeProps } from './DelayedDataNotice';
