import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { formatInt, formatPercent, formatUsd } from '../AppShared';
import { StarIcon, TrendingUpIcon, UserIcon, CheckIcon, LockIcon } from '../Icon';
import { StatCard } from '../StatCard';
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
  className?: string;
}

interface Tile { key: string; label: string; value: string; icon: ReactNode }

/** The five stat cards of the affiliate dashboard. */
export function StatGrid({ stats, loading = false, className }: StatGridProps) {
  const tiles: Tile[] = [
    { key: 'points', label: 'Points', value: formatInt(stats.points), icon: <StarIcon size={18} /> },
    { key: 'earnings', label: 'Total Earnings ($)', value: formatUsd(stats.totalEarnings), icon: <TrendingUpIcon size={18} /> },
    { key: 'clicks', label: 'Total Clicks', value: formatInt(stats.totalClicks), icon: <UserIcon size={18} /> },
    { key: 'conversion', label: 'Conversion Rate (%)', value: formatPercent(stats.conversionRate, 1), icon: <CheckIcon size={18} /> },
    { key: 'coupons', label: 'Active Coupons', value: formatInt(stats.activeCoupons), icon: <LockIcon size={18} /> },
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
