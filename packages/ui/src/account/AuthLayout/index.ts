export { AuthLayout, AuthInlineAction, type AuthLayoutProps, type AuthInlineActionProps } from './AuthLayout';
