export { ApplicationSubmitted, type ApplicationSubmittedProps } from './ApplicationSubmitted';
