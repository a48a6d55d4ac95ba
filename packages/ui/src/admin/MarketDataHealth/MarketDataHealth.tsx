import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
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

/** The block's title is its own ('Providers', then 'Stale or unpriced holdings'). */
export interface MarketDataHealthProps extends Omit<PanelBlockProps, 'title'> {
  providers: readonly ProviderHealthRow[];
  instruments: readonly InstrumentHealthRow[];
  /** When the figures were read, formatted. */
  checkedAt?: ReactNode;
}

/**
 * The admin's view of market data (product §13.6): each provider's state (circuit, last success
 * and failure, rate-limit use), and the held instruments whose price is stale or missing, most
 * money first, with the reason.
 */
export function MarketDataHealth({ providers, instruments, checkedAt, loading = false, error, onRetry, titleAs = 'h2', className }: MarketDataHealthProps) {
  const providerColumns: TableColumn<ProviderHealthRow>[] = [
    { key: 'name', header: 'Provider', rowHeader: true, className: appStyles.strong, cell: (p) => p.name, sample: 'Alpha Vantage' },
    { key: 'state', header: 'State', cell: (p) => <Badge tone={p.tone}>{p.state}</Badge>, sample: 'Paused until 3:05 PM' },
    { key: 'success', header: 'Last success', className: appStyles.nowrap, cell: (p) => p.lastSuccess, sample: 'Nov 20, 4:30 PM' },
    {
      key: 'failure', header: 'Last failure', sample: 'Nov 20, 4:30 PM',
      cell: (p) => (
        <>
          <span className={appStyles.nowrap}>{p.lastFailure}</span>
          {p.lastError ? <span className={cx(appStyles.muted, styles.block)}>{p.lastError}</span> : null}
        </>
      ),
    },
    { key: 'rate', header: 'Rate limit used', className: appStyles.nowrap, cell: (p) => p.rateLimit, sample: '3 of 60 a minute' },
  ];
  const instrumentColumns: TableColumn<InstrumentHealthRow>[] = [
    {
      key: 'instrument', header: 'Instrument', rowHeader: true, className: styles.instrument,
      cell: (i) => (
        <>
          <span className={appStyles.strong}>{i.symbol}</span>
          <span className={cx(appStyles.muted, styles.block)}>{i.name} · {i.provider}</span>
        </>
      ),
    },
    {
      key: 'state', header: 'State',
      cell: (i) => (
        <>
          <Badge tone={i.state === 'stale' ? 'warning' : 'danger'}>{i.state === 'stale' ? 'Stale' : 'No price'}</Badge>
          {i.asOf ? <span className={cx(appStyles.muted, styles.block)}>Last {i.asOf}</span> : null}
        </>
      ),
    },
    {
      key: 'value', header: 'Money in it', numeric: true,
      cell: (i) => (
        <>
          {i.value}
          {i.valueUsd ? <span className={cx(appStyles.muted, styles.block)}>≈ {i.valueUsd}</span> : null}
        </>
      ),
    },
    { key: 'holders', header: 'Holders', numeric: true, cell: (i) => i.holders },
    { key: 'why', header: 'Why', cell: (i) => i.reason },
  ];
  const providersTable = (busy: boolean) => (
    // product §10.20: cards on phones, the state first.
    <Table label="Providers" columns={providerColumns} rows={busy ? [] : providers} rowKey={(p) => p.id} phone="cards" keyColumns={['state']}
      loading={busy} loadingRows={2} loadingText="Loading market-data health..." />
  );
  return (
    <Stack gap="6" className={className}>
      <Panel title="Providers" titleAs={titleAs} gap="3" description={checkedAt ? <>Checked {checkedAt}</> : undefined}
        loading={loading} placeholder={providersTable(true)} error={error} onRetry={onRetry}
        empty={providers.length === 0} emptyTitle="No providers configured" emptyDescription="Set MARKET_DATA_PROVIDERS on the API.">
        {providersTable(false)}
      </Panel>
      {!loading && !error ? (
        <Panel title="Stale or unpriced holdings" titleAs={titleAs} gap="3"
          empty={instruments.length === 0} emptyTitle="Every held instrument has a current price"
          emptyDescription="Instruments whose price is older than their market's last session, or missing, appear here, most money first.">
          {/* product §10.20: cards on phones, the state and the money in it first. */}
          <Table label="Stale or unpriced holdings" columns={instrumentColumns} rows={instruments} rowKey={(i) => i.symbol} phone="cards"
            keyColumns={['state', 'value']} />
        </Panel>
      ) : null}
    </Stack>
  );
}
