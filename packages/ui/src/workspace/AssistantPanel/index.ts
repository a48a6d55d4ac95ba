export { AssistantPanel, type AssistantPanelProps, type AssistantTurnView, type AssistantCitationView } from './AssistantPanel';
