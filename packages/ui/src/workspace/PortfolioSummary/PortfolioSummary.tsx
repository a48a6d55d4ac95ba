import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { DelayedDataNotice } from '../DelayedDataNotice';
import { Inline } from '../../primitives/Inline';
import { StaleBadge } from '../PriceSource';
import { ChangeText, signedText, type PortfolioFormat } from '../../private/PortfolioShared';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PortfolioSummary.css';

/** The headline figures; the SDK's `PortfolioSummary` passes as it is. Money in dollars, ratios as fractions. */
export interface PortfolioSummaryFigures {
  totalValue: number;
  dayChange: number;
  dayChangeRatio: number | null;
  /** Realised + unrealised gain. */
  totalReturn: number;
  totalReturnRatio: number | null;
  /** How late the quotes behind the figures are, in minutes. */
  delayedMinutes?: number | null;
  /** Open holdings without a quote, left out of the value. */
  missingQuotes?: readonly string[];
  /** Open holdings whose price is stale (product §13.5): the figures use their last price, and the card says so. */
  staleQuotes?: readonly { symbol: string; message: string | null }[];
}

export interface PortfolioSummaryProps extends PanelBlockProps {
  summary: PortfolioSummaryFigures | null;
  format: Pick<PortfolioFormat, 'money' | 'percent'>;
  /** The quotes' time, formatted for the reader, e.g. 'Nov 21, 2026, 3:45 PM'. */
  asOf?: ReactNode;
  /** Who gave the prices, e.g. 'Sample data' (product §13.5). */
  source?: ReactNode;
  /** The line under the total return saying what it counts, e.g. that it includes dividends received. */
  totalReturnNote?: ReactNode;
}

/**
 * Figures of the usual size (a five-figure portfolio, a day change and a total return with their
 * ratios) that size the loading placeholders, written with the page's own formatters so they take
 * the room the real figures will.
 */
const SAMPLE = { totalValue: 12345.67, dayChange: 123.45, dayChangeRatio: 0.0123, totalReturn: 1234.56, totalReturnRatio: 0.1234 } as const;

/** A change's placeholder: the amount (with its arrow) and the ratio in brackets, wrapping as ChangeText does. */
function ChangePlaceholder({ value, ratio, format }: { value: number; ratio: number; format: PortfolioSummaryProps['format'] }) {
  return (
    <span className={shared.change}>
      <TextPlaceholder className={shared.changeAmount} sample={<><span className={shared.arrow}>{'\u25B2'}</span> {signedText(value, format.money).text}</>} />
      <TextPlaceholder className={shared.changeRatio} sample={`(${signedText(ratio, format.percent).text})`} />
    </span>
  );
}

/** A figure while loading: its real label and note, a placeholder of the value's size. */
function FigurePlaceholder({ label, children, note, large = false }: { label: ReactNode; children: ReactNode; note?: ReactNode; large?: boolean }) {
  return (
    <div className={cx(styles.figure, large && styles.figureLarge)}>
      <span className={appStyles.dt}>{label}</span>
      <span className={large ? styles.valueLarge : styles.value}>{children}</span>
      {note ? <span className={styles.note}>{note}</span> : null}
    </div>
  );
}

function Figure({ label, children, note, large = false }: { label: ReactNode; children: ReactNode; note?: ReactNode; large?: boolean }) {
  return (
    <div className={cx(styles.figure, large && styles.figureLarge)}>
      <dt className={appStyles.dt}>{label}</dt>
      <dd className={large ? styles.valueLarge : styles.value}>{children}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  );
}

/**
 * The portfolio's headline: total value, the day's change and the total return in money and
 * percent, and how fresh the quotes are. Gains and losses carry a sign and an arrow as well as
 * their colour.
 */
export function PortfolioSummary({
  summary, format, asOf, source, totalReturnNote = 'Includes realised and unrealised gains', title = 'Portfolio value', titleAs = 'h2', loading = false, error, onRetry, className,
}: PortfolioSummaryProps) {
  const missing = summary?.missingQuotes ?? [];
  const stale = summary?.staleQuotes ?? [];
  // Loading keeps the loaded layout (heading row with the notice, labels, the note) with
  // placeholders of the figures' size, so the card does not grow when they arrive.
  const placeholder = (
    <>
      <VisuallyHidden>Loading portfolio summary</VisuallyHidden>
      <div className={styles.figures} aria-hidden="true">
        <FigurePlaceholder label="Total value" large>
          <TextPlaceholder sample={format.money(SAMPLE.totalValue)} />
        </FigurePlaceholder>
        <FigurePlaceholder label="Day change">
          <ChangePlaceholder value={SAMPLE.dayChange} ratio={SAMPLE.dayChangeRatio} format={format} />
        </FigurePlaceholder>
        <FigurePlaceholder label="Total return" note={totalReturnNote}>
          <ChangePlaceholder value={SAMPLE.totalReturn} ratio={SAMPLE.totalReturnRatio} format={format} />
        </FigurePlaceholder>
      </div>
    </>
  );
  let actions: ReactNode = null;
  if (loading) actions = <DelayedDataNotice delayedMinutes={null} loading />;
  else if (summary && !error) {
    actions = (
      <Inline gap="2" alignY="center">
        {stale.length > 0 ? (
          <StaleBadge reason={`${stale.map((q) => q.symbol).join(', ')} ${stale.length === 1 ? 'has a stale price' : 'have stale prices'}: the value uses the last price each provider gave`} />
        ) : null}
        <DelayedDataNotice delayedMinutes={summary.delayedMinutes ?? null} asOf={asOf} source={source} />
      </Inline>
    );
  }

  return (
    <Panel
      surface="card"
      title={title}
      titleAs={titleAs}
      className={className}
      actions={actions}
      loading={loading}
      placeholder={placeholder}
      // No figures and no reason given still says so, with Try again.
      error={error ?? (summary || loading ? undefined : 'The portfolio summary is not available.')}
      onRetry={onRetry}
      empty={Boolean(error) || !summary}
    >
      {summary ? (
        <>
          <dl className={styles.figures}>
            <Figure label="Total value" large>{format.money(summary.totalValue)}</Figure>
            <Figure label="Day change">
              <ChangeText value={summary.dayChange} format={format.money} ratio={summary.dayChangeRatio} formatRatio={format.percent} />
            </Figure>
            <Figure label="Total return" note={totalReturnNote}>
              <ChangeText value={summary.totalReturn} format={format.money} ratio={summary.totalReturnRatio} formatRatio={format.percent} />
            </Figure>
          </dl>
          {missing.length > 0 ? (
            <p className={styles.missing}>
              No quote for {missing.join(', ')}: {missing.length === 1 ? 'it is' : 'they are'} left out of the value and the day change.
            </p>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
