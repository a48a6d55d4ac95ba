export { AccountSettingsPanel, type AccountSettingsPanelProps } from './AccountSettingsPanel';
