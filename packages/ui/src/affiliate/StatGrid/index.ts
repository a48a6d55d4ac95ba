export { StatGrid, type StatGridProps, type AffiliateStats } from './StatGrid';
