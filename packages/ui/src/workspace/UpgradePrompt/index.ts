export { UpgradePrompt, type UpgradePromptProps } from './UpgradePrompt';
