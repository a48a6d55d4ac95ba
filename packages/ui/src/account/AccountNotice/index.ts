export { AccountNotice, type AccountNoticeProps, type AccountNoticeTone } from './AccountNotice';
