export { ApplicationReviewDialog, type ApplicationReviewDialogProps, type ApplicationDetails } from './ApplicationReviewDialog';
