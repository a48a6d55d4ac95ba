export { TestModeNotice, type TestModeNoticeProps, type TestCardItem } from './TestModeNotice';
