export { CardAuthenticationDialog, type CardAuthenticationDialogProps } from './CardAuthenticationDialog';
