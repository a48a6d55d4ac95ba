// @pt/ui/account: signing in and up, account notices and the account's settings (product §10, §14),
// built from the kit's primitives. Explicit named exports.
import '../theme';

export { AuthLayout, AuthInlineAction, type AuthLayoutProps, type AuthInlineActionProps } from './AuthLayout';
export { AccountNotice, type AccountNoticeProps, type AccountNoticeTone } from './AccountNotice';
export { AccountSettingsPanel, type AccountSettingsPanelProps } from './AccountSettingsPanel';
export {
  SettingsSection, type SettingsSectionProps, EmailSettings, type EmailSettingsProps, type EmailSettingsValues,
  PasswordSettings, type PasswordSettingsProps, type PasswordSettingsValues, CurrencySettings, type CurrencySettingsProps,
  NotificationSettings, type NotificationSettingsProps, type NotificationChoiceView, DataExport, type DataExportProps, type DataExportKind,
  DeleteAccount, type DeleteAccountProps,
} from './AccountSettings';
