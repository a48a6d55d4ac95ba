export { AffiliateDashboardHeader, type AffiliateDashboardHeaderProps } from './AffiliateDashboardHeader';
