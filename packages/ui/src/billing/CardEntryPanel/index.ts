export { CardEntryPanel, type CardEntryPanelProps, type CardEntryState } from './CardEntryPanel';
export type { CardFieldStyle } from './cardFieldStyle';
