export { ApplicationStatusCard, type ApplicationStatusCardProps, type ApplicationSummary } from './ApplicationStatusCard';
