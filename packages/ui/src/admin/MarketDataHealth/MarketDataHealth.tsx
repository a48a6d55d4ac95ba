import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { ListState } from '../../private/LedgerShared';
import { Stack } from '../../primitives/Stack';
import * as styles from './MarketDataHealth.css';

/** One provider as the page words it. */
export interface ProviderHealthRow {
  id: string;
  name: string;
  /** 'Working', 'Paused until 3:05 PM', 'Trying again'. */
  state: string;
  tone: 'success' | 'warning' | 'danger';
  lastSuccess: string;
  lastFailure: string;
  /** 'rate limited', or '' when none. */
  lastError: string;
  /** '3 of 60 a minute'. */
  rateLimit: string;
}

/** A held instrument without a current price, as the page words it. */
export interface InstrumentHealthRow {
  symbol: string;
  name: string;
  provider: string;
  state: 'stale' | 'unpriced';
  reason: string;
  /** Its value in its own currency, formatted ('£1,104.00'), and in dollars where a rate is stored. */
  value: string;
  valueUsd: string | null;
  holders: number;
  asOf: string | null;
}

export interface MarketDataHealthProps {
  providers: readonly ProviderHealthRow[];
  instruments: readonly InstrumentHealthRow[];
  /** When the figures were read, formatted. */
  checkedAt?: ReactNode;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  titleAs?: 'h2' | 'h3';
  className?: string;
}

/**
 * The admin's view of market data (product §13.6): each provider's state (circuit, last success
 * and failure, rate-limit use), and the held instruments whose price is stale or missing, most
 * money first, with the reason.
 */
export function MarketDataHealth({ providers, instruments, checkedAt, loading = false, error, onRetry, titleAs: Title = 'h2', className }: MarketDataHealthProps) {
  const providersId = `providers-${useId()}`;
  const instrumentsId = `instruments-${useId()}`;
  return (
    <Stack gap="6" className={className} aria-busy={loading || undefined}>
      <Stack as="section" gap="3" aria-labelledby={providersId}>
        <Title id={providersId} className={appStyles.sectionTitle}>Providers</Title>
        {checkedAt ? <p className={appStyles.sectionSubtitle}>Checked {checkedAt}</p> : null}
        <ListState loading={loading} loadingText="Loading market-data health..." error={error} onRetry={onRetry}
          empty={providers.length === 0} emptyTitle="No providers configured" emptyDescription="Set MARKET_DATA_PROVIDERS on the API.">
          <ScrollRegion label="Providers table">
            {/* product §10.20: cards on phones. */}
          <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
              <thead>
                <tr>
                  <th className={appStyles.th} scope="col">Provider</th>
                  <th className={appStyles.th} scope="col">State</th>
                  <th className={appStyles.th} scope="col">Last success</th>
                  <th className={appStyles.th} scope="col">Last failure</th>
                  <th className={appStyles.th} scope="col">Rate limit used</th>
                </tr>
              </thead>
              <tbody>
                {providers.map((p) => (
                  <tr key={p.id}>
                    <th className={cx(appStyles.td, appStyles.strong, styles.rowHeader)} scope="row">{p.name}</th>
                    <td data-label="State" data-key="" className={appStyles.td}><Badge tone={p.tone}>{p.state}</Badge></td>
                    <td data-label="Last success" className={cx(appStyles.td, appStyles.nowrap)}>{p.lastSuccess}</td>
                    <td data-label="Last failure" className={appStyles.td}>
                      <span className={appStyles.nowrap}>{p.lastFailure}</span>
                      {p.lastError ? <span className={cx(appStyles.muted, styles.block)}>{p.lastError}</span> : null}
                    </td>
                    <td data-label="Rate limit used" className={cx(appStyles.td, appStyles.nowrap)}>{p.rateLimit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </ListState>
      </Stack>
      {!loading && !error ? (
        <Stack as="section" gap="3" aria-labelledby={instrumentsId}>
          <Title id={instrumentsId} className={appStyles.sectionTitle}>Stale or unpriced holdings</Title>
          <ListState loadingText="Loading..." empty={instruments.length === 0} emptyTitle="Every held instrument has a current price"
            emptyDescription="Instruments whose price is older than their market's last session, or missing, appear here, most money first.">
            <ScrollRegion label="Stale or unpriced holdings table">
              <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
                <thead>
                  <tr>
                    <th className={appStyles.th} scope="col">Instrument</th>
                    <th className={appStyles.th} scope="col">State</th>
                    <th className={cx(appStyles.th, appStyles.num)} scope="col">Money in it</th>
                    <th className={cx(appStyles.th, appStyles.num)} scope="col">Holders</th>
                    <th className={appStyles.th} scope="col">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {instruments.map((i) => (
                    <tr key={i.symbol}>
                      <th className={cx(appStyles.td, styles.rowHeader)} scope="row">
                        <span className={appStyles.strong}>{i.symbol}</span>
                        <span className={cx(appStyles.muted, styles.block)}>{i.name} · {i.provider}</span>
                      </th>
                      <td data-label="State" data-key="" className={appStyles.td}>
                        <Badge tone={i.state === 'stale' ? 'warning' : 'danger'}>{i.state === 'stale' ? 'Stale' : 'No price'}</Badge>
                        {i.asOf ? <span className={cx(appStyles.muted, styles.block)}>Last {i.asOf}</span> : null}
                      </td>
                      <td data-label="Money in it" data-key="" className={cx(appStyles.td, appStyles.num)}>
                        {i.value}
                        {i.valueUsd ? <span className={cx(appStyles.muted, styles.block)}>≈ {i.valueUsd}</span> : null}
                      </td>
                      <td data-label="Holders" className={cx(appStyles.td, appStyles.num)}>{i.holders}</td>
                      <td data-label="Why" className={appStyles.td}>{i.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </ListState>
        </Stack>
      ) : null}
    </Stack>
  );
}
