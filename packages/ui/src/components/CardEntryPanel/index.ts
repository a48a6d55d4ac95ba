export { CardEntryPanel, type CardEntryPanelProps, type CardEntryState } from './CardEntryPanel';
export { cardFieldStyle } from './cardFieldStyle';
