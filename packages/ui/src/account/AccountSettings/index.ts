export { SettingsSection, type SettingsSectionProps } from './SettingsSection';
export { EmailSettings, type EmailSettingsProps, type EmailSettingsValues } from './EmailSettings';
export { PasswordSettings, type PasswordSettingsProps, type PasswordSettingsValues } from './PasswordSettings';
export { CurrencySettings, type CurrencySettingsProps } from './CurrencySettings';
export { NotificationSettings, type NotificationSettingsProps, type NotificationChoiceView } from './NotificationSettings';
export { DataExport, type DataExportProps, type DataExportKind } from './DataExport';
export { DeleteAccount, type DeleteAccountProps } from './DeleteAccount';
