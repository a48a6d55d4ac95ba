export { GuardNotice, type GuardNoticeProps } from './GuardNotice';
