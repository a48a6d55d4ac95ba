import type { ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Stack } from '../../primitives/Stack';
import * as styles from './MarketDataNotice.css';

export interface MarketDataNoticeProps {
  /** Open holdings whose price is stale, with why. */
  stale?: readonly { symbol: string; message: ReactNode }[];
  /** Held symbols without any price, with why. */
  unpriced?: readonly { symbol: string; reason: ReactNode }[];
  /** Holdings priced in another currency, not added to the totals: each currency's value already formatted in it ('£1,104.00'). */
  otherCurrencies?: readonly { currency: string; symbols: readonly string[]; value: ReactNode }[];
  className?: string;
}

/**
 * What a page says about its prices beyond the figures (product §13.5, §13.7): which holdings a
 * failed or silent provider affects, and why (a warning listing each); which have no price at all;
 * and which are in another currency, shown in it and left out of the totals. Nothing when all is well.
 */
export function MarketDataNotice({ stale = [], unpriced = [], otherCurrencies = [], className }: MarketDataNoticeProps) {
  if (!stale.length && !unpriced.length && !otherCurrencies.length) return null;
  return (
    <Stack gap="3" className={className}>
      {stale.length || unpriced.length ? (
        <Alert
          tone="warning"
          title={stale.length && unpriced.length ? 'Some prices are stale or missing' : stale.length ? (stale.length === 1 ? 'A price is stale' : 'Some prices are stale') : 'Some holdings have no price'}
          description={(
            <ul className={styles.list}>
              {stale.map((s) => <li key={`s-${s.symbol}`}><strong>{s.symbol}</strong>: {s.message}</li>)}
              {unpriced.map((u) => <li key={`u-${u.symbol}`}><strong>{u.symbol}</strong>: {u.reason}. It is left out of the value.</li>)}
            </ul>
          )}
        />
      ) : null}
      {otherCurrencies.length ? (
        <Alert
          tone="info"
          title="Holdings in other currencies"
          description={(
            <>
              <ul className={styles.list}>
                {otherCurrencies.map((o) => (
                  <li key={o.currency}><strong>{o.value}</strong> in {o.currency}: {o.symbols.join(', ')}</li>
                ))}
              </ul>
              <p className={styles.note}>Shown in their own currency and not added to the totals, which count holdings in this portfolio’s currency only.</p>
            </>
          )}
        />
      ) : null}
    </Stack>
  );
}
