// Sample data for the portfolio components' stories and tests (not exported by the kit). The
// formatters stand in for the ones the app passes from its SDK.
import type { PortfolioFormat } from './portfolioFormat';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdPerShare = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 4 });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const qty = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

export const sampleFormat: PortfolioFormat = {
  money: (amount) => usd.format(amount),
  percent: (ratio) => pct.format(ratio),
  quantity: (quantity) => qty.format(quantity),
  date: (date) => day.format(new Date(date.length === 10 ? `${date}T00:00:00Z` : date)),
  perShare: (amount) => usdPerShare.format(amount),
  count: (value) => qty.format(Math.round(value)),
};

/** The fields of a holding the components read (the SDK's `Holding` has these and more). */
export interface SampleHolding {
  symbol: string; name: string | null; quantity: number; averageCost: number | null; price: number | null; value: number | null;
  dayChange: number | null; dayChangeRatio: number | null; unrealisedGain: number | null; unrealisedGainRatio: number | null;
  weight: number | null; costBasis: number; realisedGain: number; invested: number; asOf: string | null; delayedMinutes: number | null;
}

const AS_OF = '2026-11-21T20:45:00Z';

function holding(symbol: string, name: string, quantity: number, averageCost: number, price: number, change: number): SampleHolding {
  const value = quantity * price;
  const costBasis = quantity * averageCost;
  return {
    symbol, name, quantity, averageCost, price, value,
    dayChange: quantity * change, dayChangeRatio: change / (price - change),
    unrealisedGain: value - costBasis, unrealisedGainRatio: (value - costBasis) / costBasis,
    weight: null, costBasis, realisedGain: 0, invested: costBasis, asOf: AS_OF, delayedMinutes: 15,
  };
}

function withWeights(holdings: SampleHolding[]): SampleHolding[] {
  const total = holdings.reduce((sum, h) => sum + (h.value ?? 0), 0);
  return holdings.map((h) => ({ ...h, weight: h.value === null || total === 0 ? null : h.value / total }));
}

export const sampleHoldings: SampleHolding[] = withWeights([
  holding('AAPL', 'Apple Inc.', 40, 172.4, 228.52, 1.84),
  holding('MSFT', 'Microsoft Corporation', 18, 351.1, 415.3, -3.12),
  holding('NVDA', 'NVIDIA Corporation', 25, 98.2, 134.8, 2.45),
  holding('VOO', 'Vanguard S&P 500 ETF', 12, 402.75, 512.4, 0.96),
  holding('KO', 'The Coca-Cola Company', 60, 61.3, 58.9, -0.22),
]);

export const oneHolding: SampleHolding[] = withWeights([holding('AAPL', 'Apple Inc.', 10, 190, 228.52, 1.84)]);

/** A deterministic pseudo-random sequence, so the 1,000-row story looks the same on every run. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `count` generated holdings with unique symbols (a stress test, not a real portfolio). */
export function manyHoldings(count: number): SampleHolding[] {
  const random = seeded(42);
  const rows: SampleHolding[] = [];
  for (let i = 0; i < count; i++) {
    const symbol = `${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[Math.floor(i / 676) % 26]}${i % 10}`;
    const price = Math.round((5 + random() * 495) * 100) / 100;
    const averageCost = Math.round(price * (0.6 + random() * 0.8) * 100) / 100;
    const change = Math.round((random() - 0.5) * price * 0.06 * 100) / 100;
    const quantity = Math.round(1 + random() * 200);
    rows.push(holding(symbol, `Sample Company ${i + 1}`, quantity, averageCost, price, change));
  }
  return withWeights(rows);
}

/** A value series of `days` calendar days ending 2026-11-21, gently rising with noise. */
export function sampleValueSeries(days: number, start = 25000): { date: string; value: number }[] {
  const random = seeded(7);
  const end = Date.UTC(2026, 10, 21);
  const points: { date: string; value: number }[] = [];
  let value = start;
  for (let i = days - 1; i >= 0; i--) {
    const date = new Date(end - i * 86_400_000).toISOString().slice(0, 10);
    value = Math.max(0, value * (1 + (random() - 0.47) * 0.02));
    points.push({ date, value: Math.round(value * 100) / 100 });
  }
  return points;
}
