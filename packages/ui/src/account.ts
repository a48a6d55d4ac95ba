// Account screens' components (issue 8). Explicit named exports.
export { AuthLayout, AuthInlineAction, type AuthLayoutProps, type AuthInlineActionProps } from './components/AuthLayout';
export { AccountNotice, type AccountNoticeProps, type AccountNoticeTone } from './components/AccountNotice';
