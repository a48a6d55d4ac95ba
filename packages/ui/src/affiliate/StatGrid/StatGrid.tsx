import type { ReactNode } from 'react';
import { cx } from '../../cx';
import type { LedgerFormat } from '../../private/LedgerShared';
import { StarIcon, TrendingUpIcon, UserIcon, CheckIcon, LockIcon } from '../../primitives/Icon';
import { StatCard } from '../../private/StatCard';
import * as styles from './StatGrid.css';

export interface AffiliateStats {
  points: number;
  /** Dollars. */
  totalEarnings: number;
  totalClicks: number;
  /** Percent, shown with one decimal. */
  conversionRate: number;
  activeCoupons: number;
}

export interface StatGridProps {
  stats: AffiliateStats;
  /** Placeholders instead of values. */
  loading?: boolean;
  /** How the figures are written (the app's formatters, product §16.1): earnings as money, the conversion rate as a share. */
  format: Pick<LedgerFormat, 'money' | 'count' | 'share'>;
  className?: string;
}

interface Tile { key: string; label: string; value: string; icon: ReactNode }

/** The five stat cards of the affiliate dashboard. */
export function StatGrid({ stats, loading = false, format, className }: StatGridProps) {
  const tiles: Tile[] = [
    { key: 'points', label: 'Points', value: format.count(stats.points), icon: <StarIcon size={18} /> },
    { key: 'earnings', label: 'Total Earnings ($)', value: format.money(stats.totalEarnings), icon: <TrendingUpIcon size={18} /> },
    { key: 'clicks', label: 'Total Clicks', value: format.count(stats.totalClicks), icon: <UserIcon size={18} /> },
    { key: 'conversion', label: 'Conversion Rate (%)', value: format.share(stats.conversionRate), icon: <CheckIcon size={18} /> },
    { key: 'coupons', label: 'Active Coupons', value: format.count(stats.activeCoupons), icon: <LockIcon size={18} /> },
  ];
  return (
    <ul className={cx(styles.grid, className)} aria-label="Affiliate statistics" aria-busy={loading || undefined}>
      {tiles.map((tile) => (
        <li key={tile.key} className={styles.tile}>
          <StatCard label={tile.label} value={tile.value} icon={tile.icon} tone="primary" loading={loading} variant="elevated" className={styles.card} />
        </li>
      ))}
    </ul>
  );
}
