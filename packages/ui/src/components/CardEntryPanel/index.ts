export { CardEntryPanel, type CardEntryPanelProps, type CardEntryState } from './CardEntryPanel';
