export type { PortfolioFormat } from './portfolioFormat';
export { signedText, MINUS, type ChangeTone, type SignedText } from './changeTone';
export { ChangeText, type ChangeTextProps } from './ChangeText';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './SegmentedControl';
export { ConfirmDialog, rejectionMessage, type ConfirmDialogProps } from './ConfirmDialog';
