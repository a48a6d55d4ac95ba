import type { FocusEventHandler, PointerEventHandler } from 'react';
import { cx } from '../../cx';
import { palette } from '../../theme/tokens';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as s from './PhoneCarousel.css';

export type Trend = 'up' | 'down';

export interface PhoneCardStock {
  symbol: string;
  name: string;
  price: string;
  /** Formatted with its sign, e.g. '+1.24%'. */
  change: string;
  trend: Trend;
}

export interface PhoneCard {
  /** Shown above the value, e.g. 'Total portfolio'. */
  title: string;
  /** Formatted portfolio value, e.g. '$124,563.89'. */
  value: string;
  /** Formatted daily change, e.g. '+$2,341.22 (1.92%)'. */
  change: string;
  trend: Trend;
  /** Points of the sparkline (any scale); a default curve is drawn when omitted. */
  chart?: number[];
  /** Two sample rows. */
  stocks: PhoneCardStock[];
}

/** Where a card sits: the selected one, a half-transparent neighbour either side, or hidden. */
export type CardPosition = 'selected' | 'previous' | 'next' | 'hidden';

export interface PhoneCarouselProps {
  cards: PhoneCard[];
  /** Each card's position, in the cards' order (the app's carousel rule decides them). */
  positions: readonly CardPosition[];
  onSelect: (index: number) => void;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  onPointerLeave?: PointerEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
  /** Accessible name of the carousel region. */
  label?: string;
  /** Accessible name of each dot; defaults to 'Show card 3 of 5'. */
  dotLabel?: (index: number, count: number) => string;
  className?: string;
}

function sparkPath(points: number[], w: number, h: number): { line: string; area: string } {
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = w / Math.max(points.length - 1, 1);
  const xy = points.map((p, i) => [i * step, h - 4 - ((p - min) / span) * (h - 8)] as const);
  const line = xy.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
  return { line, area: `${line} L${w} ${h} L0 ${h} Z` };
}

const defaultUp = [12, 16, 14, 20, 18, 25, 23, 30, 28, 35];
const defaultDown = [35, 31, 33, 27, 29, 24, 25, 20, 22, 17];

function Arrow({ trend }: { trend: Trend }) {
  return (
    <svg width="0.8em" height="0.8em" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d={trend === 'up' ? 'M5 1.5 9 7.5H1z' : 'M5 8.5 9 2.5H1z'} fill="currentColor" />
    </svg>
  );
}

function Phone({ card, index }: { card: PhoneCard; index: number }) {
  const { line, area } = sparkPath(card.chart ?? (card.trend === 'up' ? defaultUp : defaultDown), 200, 60);
  const color = card.trend === 'up' ? palette.green[700] : palette.red[700];
  const gradientId = `pt-phone-grad-${index}`;
  return (
    <div className={s.phone}>
      <div className={s.screen}>
        <div className={s.island} aria-hidden="true" />
        <div className={s.statusBar} aria-hidden="true">
          <span>9:41</span>
          <span className={s.statusIcons}>
            <svg width="14" height="10" viewBox="0 0 14 10"><g fill="currentColor"><rect x="0" y="6" width="2.5" height="4" rx="0.6" /><rect x="3.8" y="4" width="2.5" height="6" rx="0.6" /><rect x="7.6" y="2" width="2.5" height="8" rx="0.6" /><rect x="11.4" y="0" width="2.5" height="10" rx="0.6" /></g></svg>
            <svg width="20" height="10" viewBox="0 0 20 10"><rect x="0.5" y="0.5" width="17" height="9" rx="2.5" fill="none" stroke="currentColor" opacity="0.5" /><rect x="2" y="2" width="12" height="6" rx="1.4" fill="currentColor" /><rect x="18.5" y="3.3" width="1.4" height="3.4" rx="0.7" fill="currentColor" opacity="0.5" /></svg>
          </span>
        </div>
        <div className={s.appBar}>
          <span className={s.appTitle}>Portfolio</span>
          <span className={s.avatar} aria-hidden="true" />
        </div>
        <span className={s.label}>{card.title}</span>
        <span className={s.value}>{card.value}</span>
        <span className={cx(s.change, card.trend === 'up' ? s.up : s.down)}>
          <Arrow trend={card.trend} />
          <span>
            {card.change} <VisuallyHidden>{card.trend === 'up' ? 'gain' : 'loss'}</VisuallyHidden>today
          </span>
        </span>
        <svg className={s.chart} viewBox="0 0 200 60" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0%" stopColor={color} stopOpacity="0.28" />
              <stop offset="100%" stopColor={color} stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={area} fill={`url(#${gradientId})`} />
          <path d={line} fill="none" stroke={color} strokeWidth="2.2" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <div className={s.ranges} aria-hidden="true">
          <span>1D</span><span className={s.rangeActive}>1W</span><span>1M</span><span>1Y</span><span>All</span>
        </div>
        <span className={s.holdingsTitle}>Top holdings</span>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {card.stocks.map((st) => (
            <li key={st.symbol} className={s.stock}>
              <span className={s.logo} aria-hidden="true">{st.symbol.slice(0, 2)}</span>
              <span className={s.stockName}>
                <span className={s.symbol}>{st.symbol}</span>
                <span className={s.company}>{st.name}</span>
              </span>
              <span className={s.stockPrice}>
                <span>{st.price}</span>
                <span className={cx(s.stockChange, st.trend === 'up' ? s.upText : s.downText)}>{st.change}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className={s.tabBar} aria-hidden="true">
          <span className={cx(s.tab, s.tabActive)} /><span className={s.tab} /><span className={s.tab} /><span className={s.tab} />
        </div>
        <div className={s.homeIndicator} aria-hidden="true" />
      </div>
    </div>
  );
}

/**
 * Five phone mockups, purely presentational: the parent (a timer hook) owns
 * `positions` and pauses on the pointer/focus handlers. The selected card is
 * fully visible; its two neighbours are half-transparent and offset by 20 px; the
 * others are hidden. Transitions take 500 ms (none with reduced motion).
 */
export function PhoneCarousel({
  cards, positions, onSelect, onPointerEnter, onPointerLeave, onFocus, onBlur,
  label = 'App preview', dotLabel = (i, n) => `Show card ${i + 1} of ${n}`, className,
}: PhoneCarouselProps) {
  const count = cards.length;
  return (
    <section
      className={cx(s.root, className)}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={s.stage}>
        {cards.map((card, i) => {
          const position = positions[i] ?? 'hidden';
          const selected = position === 'selected';
          return (
            // Clicking a card is a pointer shortcut; the dots below are the keyboard path to every card.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={i}
              className={s.card}
              data-position={position}
              data-testid={`phone-card-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${card.title}`}
              aria-hidden={selected ? undefined : true}
              onClick={selected ? undefined : () => onSelect(i)}
            >
              <Phone card={card} index={i} />
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <ul className={s.dots}>
          {cards.map((_, i) => {
            const current = positions[i] === 'selected';
            return (
              <li key={i}>
                <button type="button" className={s.dot} aria-label={dotLabel(i, count)} aria-current={current ? 'true' : undefined} onClick={() => onSelect(i)} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
