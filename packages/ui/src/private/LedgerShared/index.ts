export type { LedgerFormat } from './ledgerFormat';
export { ListState, type ListStateProps } from '../ListState';
export { ActionDialog, type ActionDialogProps, type ActionDialogField } from './ActionDialog';
export { useDecision } from './useDecision';
