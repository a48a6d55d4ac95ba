export type { LedgerFormat } from './ledgerFormat';
export { ListState, type ListStateProps } from './ListState';
export { Pager, type PagerProps } from './Pager';
export { ActionDialog, type ActionDialogProps, type ActionDialogField } from './ActionDialog';
