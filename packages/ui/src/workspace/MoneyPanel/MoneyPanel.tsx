import { useId } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Heading } from '../../primitives/Heading';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './MoneyPanel.css';

export type MoneyTone = 'positive' | 'negative' | 'neutral';
/** A figure as the page writes it (the SDK's `moneyPanelView`): its sign is in the text, the tone only colours it. */
export interface MoneyFigure { label: string; value: string; tone: MoneyTone }
export interface MoneyHoldingRow {
  symbol: string; name: string | null; currency: string; quantity: string; price: string; valueLocal: string; value: string;
  priceEffect: MoneyFigure; currencyEffect: MoneyFigure; foreign: boolean;
}
export interface MoneyCashRow { currency: string; balance: string; value: string; currencyGain: MoneyFigure; foreign: boolean }

export interface MoneyPanelProps extends Omit<PanelBlockProps, 'titleAs'> {
  baseCurrency: string;
  figures: readonly MoneyFigure[];
  holdings: readonly MoneyHoldingRow[];
  cash: readonly MoneyCashRow[];
  /** What the figures leave out (a missing exchange rate), said plainly under them. */
  notes?: readonly string[];
}

const Toned = ({ figure }: { figure: MoneyFigure }) => <span className={shared.tone[figure.tone]}>{figure.value}</span>;

type HoldingColumn = 'symbol' | 'shares' | 'price' | 'valueLocal' | 'value' | 'priceEffect' | 'currencyEffect';
type CashColumn = 'currency' | 'balance' | 'value' | 'currencyEffect';

const holdingColumns = (baseCurrency: string): readonly TableColumn<MoneyHoldingRow, HoldingColumn>[] => [
  {
    key: 'symbol', header: 'Symbol', rowHeader: true,
    cell: (h) => <>{h.symbol}<span className={styles.currencyTag}>{h.name ? `${h.name}, ` : ''}in {h.currency}</span></>,
  },
  { key: 'shares', header: 'Shares', numeric: true, cell: (h) => h.quantity },
  { key: 'price', header: 'Price', numeric: true, cell: (h) => h.price },
  { key: 'valueLocal', header: 'Value', numeric: true, cell: (h) => h.valueLocal },
  { key: 'value', header: `Value in ${baseCurrency}`, numeric: true, className: appStyles.strong, cell: (h) => h.value },
  { key: 'priceEffect', header: 'Price effect', numeric: true, cell: (h) => <Toned figure={h.priceEffect} /> },
  { key: 'currencyEffect', header: 'Currency effect', numeric: true, cell: (h) => (h.foreign ? <Toned figure={h.currencyEffect} /> : '\u2014') },
];

const cashColumns = (baseCurrency: string): readonly TableColumn<MoneyCashRow, CashColumn>[] => [
  { key: 'currency', header: 'Currency', rowHeader: true, cell: (c) => c.currency },
  { key: 'balance', header: 'Balance', numeric: true, cell: (c) => c.balance },
  { key: 'value', header: `In ${baseCurrency}`, numeric: true, cell: (c) => c.value },
  { key: 'currencyEffect', header: 'Currency effect', numeric: true, cell: (c) => (c.foreign ? <Toned figure={c.currencyGain} /> : '\u2014') },
];

/**
 * A portfolio's money in its base currency (product §10.21, §10.22): the summary with the price
 * effect apart from the currency effect, each holding in its own currency and in the base, and
 * the cash per currency. Every string comes written by the page; the component lays them out.
 */
export function MoneyPanel({
  baseCurrency, figures, holdings, cash, notes = [], loading = false, error, onRetry, title = 'Money and currencies', className,
}: MoneyPanelProps) {
  const id = useId();
  const holdingsTitle = `Holdings in their currency and in ${baseCurrency}`;
  return (
    <Panel
      surface="card"
      title={title}
      description={<>In {baseCurrency}, converted with each day&rsquo;s exchange rate.</>}
      className={className}
      loading={loading}
      loadingText="Loading cash and currencies..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || figures.length === 0}
      emptyTitle="No money recorded yet"
      emptyDescription="Record a deposit or a trade to see cash and currencies here."
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
          <Stack gap="2">
            <Heading level={3} size="md" id={`money-holdings-${id}`}>{holdingsTitle}</Heading>
            <Table
              label={holdingsTitle}
              regionLabel="Holdings in both currencies"
              columns={holdingColumns(baseCurrency)}
              rows={holdings}
              rowKey={(h) => h.symbol}
              keyColumns={['value']}
            />
          </Stack>
        ) : null}
        {cash.length ? (
          <Stack gap="2">
            <Heading level={3} size="md" id={`money-cash-${id}`}>Cash</Heading>
            <Table
              label="Cash"
              regionLabel="Cash by currency"
              columns={cashColumns(baseCurrency)}
              rows={cash}
              rowKey={(c) => c.currency}
              keyColumns={['balance']}
              minWidth={420}
            />
          </Stack>
        ) : <p className={appStyles.panelDescription}>No cash: record a deposit to track it.</p>}
      </Stack>
    </Panel>
  );
}
