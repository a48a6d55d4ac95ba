import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Card } from '../../primitives/Card';
import { ListState } from '../../private/ListState';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { Stack } from '../../primitives/Stack';
import * as styles from './MoneyPanel.css';

export type MoneyTone = 'positive' | 'negative' | 'neutral';
/** A figure as the page writes it (the SDK's `moneyPanelView`): its sign is in the text, the tone only colours it. */
export interface MoneyFigure { label: string; value: string; tone: MoneyTone }
export interface MoneyHoldingRow {
  symbol: string; name: string | null; currency: string; quantity: string; price: string; valueLocal: string; value: string;
  priceEffect: MoneyFigure; currencyEffect: MoneyFigure; foreign: boolean;
}
export interface MoneyCashRow { currency: string; balance: string; value: string; currencyGain: MoneyFigure; foreign: boolean }

export interface MoneyPanelProps {
  baseCurrency: string;
  figures: readonly MoneyFigure[];
  holdings: readonly MoneyHoldingRow[];
  cash: readonly MoneyCashRow[];
  /** What the figures leave out (a missing exchange rate), said plainly under them. */
  notes?: readonly string[];
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  title?: ReactNode;
  className?: string;
}

const Toned = ({ figure }: { figure: MoneyFigure }) => <span className={shared.tone[figure.tone]}>{figure.value}</span>;

/**
 * A portfolio's money in its base currency (product §10.21, §10.22): the summary with the price
 * effect apart from the currency effect, each holding in its own currency and in the base, and
 * the cash per currency. Every string comes written by the page; the component lays them out.
 */
export function MoneyPanel({
  baseCurrency, figures, holdings, cash, notes = [], loading = false, error, onRetry, title = 'Money and currencies', className,
}: MoneyPanelProps) {
  const id = useId();
  const titleId = `money-title-${id}`;
  return (
    <Card as="section" variant="outlined" padding="lg" className={className} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Stack gap="4">
        <div>
          <h2 id={titleId} className={appStyles.panelTitle}>{title}</h2>
          <p className={appStyles.panelDescription}>In {baseCurrency}, converted with each day&rsquo;s exchange rate.</p>
        </div>
        <ListState
          loading={loading} loadingText="Loading cash and currencies..." error={error} onRetry={onRetry}
          empty={figures.length === 0} emptyTitle="No money recorded yet" emptyDescription="Record a deposit or a trade to see cash and currencies here."
        >
          <Stack gap="5">
            <dl className={styles.figures}>
              {figures.map((f) => (
                <div key={f.label} className={styles.figure}>
                  <dt className={appStyles.dt}>{f.label}</dt>
                  <dd className={cx(styles.figureValue, shared.tone[f.tone])}>{f.value}</dd>
                </div>
              ))}
            </dl>
            {notes.length ? <ul className={styles.notes}>{notes.map((n) => <li key={n}>{n}</li>)}</ul> : null}
            {holdings.length ? (
              <ScrollRegion label="Holdings in both currencies">
                <table className={cx(appStyles.table, appStyles.cards, styles.table)}>
                  <caption className={cx(appStyles.sectionTitle, styles.caption)}>Holdings in their currency and in {baseCurrency}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={appStyles.th}>Symbol</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Shares</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Price</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Value</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Value in {baseCurrency}</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Price effect</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Currency effect</th>
                    </tr>
                  </thead>
                  <tbody>
                    {holdings.map((h) => (
                      <tr key={h.symbol}>
                        <th scope="row" className={cx(appStyles.td, appStyles.strong, styles.rowHead)}>
                          {h.symbol}
                          <span className={styles.currencyTag}>{h.name ? `${h.name}, ` : ''}in {h.currency}</span>
                        </th>
                        <td data-label="Shares" className={cx(appStyles.td, appStyles.num)}>{h.quantity}</td>
                        <td data-label="Price" className={cx(appStyles.td, appStyles.num)}>{h.price}</td>
                        <td data-label="Value" className={cx(appStyles.td, appStyles.num)}>{h.valueLocal}</td>
                        <td data-label={`Value in ${baseCurrency}`} data-key="" className={cx(appStyles.td, appStyles.num, appStyles.strong)}>{h.value}</td>
                        <td data-label="Price effect" className={cx(appStyles.td, appStyles.num)}><Toned figure={h.priceEffect} /></td>
                        <td data-label="Currency effect" className={cx(appStyles.td, appStyles.num)}>{h.foreign ? <Toned figure={h.currencyEffect} /> : '\u2014'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : null}
            {cash.length ? (
              <ScrollRegion label="Cash by currency">
                <table className={cx(appStyles.table, appStyles.cards, styles.cashTable)}>
                  <caption className={cx(appStyles.sectionTitle, styles.caption)}>Cash</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={appStyles.th}>Currency</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Balance</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>In {baseCurrency}</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Currency effect</th>
                    </tr>
                  </thead>
                  <tbody>
                    {cash.map((c) => (
                      <tr key={c.currency}>
                        <th scope="row" className={cx(appStyles.td, appStyles.strong, styles.rowHead)}>{c.currency}</th>
                        <td data-label="Balance" data-key="" className={cx(appStyles.td, appStyles.num)}>{c.balance}</td>
                        <td data-label={`In ${baseCurrency}`} className={cx(appStyles.td, appStyles.num)}>{c.value}</td>
                        <td data-label="Currency effect" className={cx(appStyles.td, appStyles.num)}>{c.foreign ? <Toned figure={c.currencyGain} /> : '\u2014'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : <p className={appStyles.panelDescription}>No cash: record a deposit to track it.</p>}
          </Stack>
        </ListState>
      </Stack>
    </Card>
  );
}
