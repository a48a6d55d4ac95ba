import { useMemo } from 'react';
import { instrumentHealthText, providerHealthText, formatDateTime, type MarketDataHealth } from '@pt/api';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { useApiQuery } from '../internal/useApiQuery';
import { adminState, type AdminState } from '../internal/adminState';
import { useAuth } from './useAuth';

/** What the data-health page shows: each provider and each stale or unpriced holding, worded by the SDK (product §13.6). */
export interface MarketDataHealthView {
  checkedAt: string;
  providers: { id: string; name: string; state: string; tone: 'success' | 'warning' | 'danger'; lastSuccess: string; lastFailure: string; lastError: string; rateLimit: string }[];
  instruments: {
    symbol: string; name: string; provider: string; state: 'stale' | 'unpriced'; reason: string; value: string; valueUsd: string | null; holders: number; asOf: string | null;
  }[];
  raw: MarketDataHealth;
}

/**
 * The admin data-health page's data (`GET /api/admin/market-data/health`), with the admin guard's
 * states; refreshed every minute while shown. 'Failed to load the market-data health.' on error.
 */
export function useMarketDataHealth() {
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useMarketDataHealth', admin ? keys.marketDataHealth(admin) : null, (c) => c.stock.dataHealth(), 'Failed to load the market-data health.', { refreshInterval: 60_000 });
  const state: AdminState<MarketDataHealthView> = useMemo(() => adminState(auth, q, (h) => ({
    checkedAt: formatDateTime(h.checked_at),
    providers: h.providers.map((p) => ({ id: p.id, name: p.name, ...providerHealthText(p) })),
    instruments: h.instruments.map((i) => ({
      symbol: i.symbol, name: i.name, provider: i.provider, state: i.state, reason: i.reason, holders: i.holders, ...instrumentHealthText(i),
    })),
    raw: h,
  })), [auth, q]);
  return { ...state, refresh: q.refresh };
}
