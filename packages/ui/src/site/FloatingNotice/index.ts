export { FloatingNotice, type FloatingNoticeProps } from './FloatingNotice';
