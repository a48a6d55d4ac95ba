import { EMPTY_POSITION, applyTrade, type Position } from './position';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';

/** One dividend as received: the shares it was paid on (capped at those held, as `applyTrade` does) x the cash per share. */
export interface DividendPayment { date: string; symbol: string; amount: number }

/** The dividends of a history in execution order, each as `applyTrade` counts it; a dividend on no shares pays nothing and is left out. */
export function dividendPayments(transactions: readonly PortfolioTransaction[]): DividendPayment[] {
  const positions = new Map<string, Position>();
  const payments: DividendPayment[] = [];
  for (const { tx, symbol, time } of inExecutionOrder(transactions)) {
    const { position, traded } = applyTrade(positions.get(symbol) ?? EMPTY_POSITION, tx.type, tx.quantity, tx.price, tx.split_ratio);
    positions.set(symbol, position);
    if (tx.type === 'dividend' && traded > 0) payments.push({ date: new Date(time).toISOString().slice(0, 10), symbol, amount: traded * tx.price });
  }
  return payments;
}

/** Income of one calendar month ('YYYY-MM', UTC), in dollars, unrounded. */
export interface MonthIncome { month: string; amount: number; payments: number }

const nextMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * Dividends received per calendar month, oldest first, every month from the first dividend's to
 * the last one's (a month without one is 0), so a bar chart has no gaps. Empty without dividends.
 */
export function incomeByMonth(transactions: readonly PortfolioTransaction[]): MonthIncome[] {
  const byMonth = new Map<string, MonthIncome>();
  for (const p of dividendPayments(transactions)) {
    const month = p.date.slice(0, 7);
    const m = byMonth.get(month) ?? { month, amount: 0, payments: 0 };
    m.amount += p.amount;
    m.payments += 1;
    byMonth.set(month, m);
  }
  const months = [...byMonth.keys()].sort();
  if (!months.length) return [];
  const out: MonthIncome[] = [];
  for (let month = months[0]!; month <= months[months.length - 1]!; month = nextMonth(month)) {
    out.push(byMonth.get(month) ?? { month, amount: 0, payments: 0 });
  }
  return out;
}

/** Income of one holding over its whole history, in dollars, unrounded. */
export interface HoldingIncome {
  symbol: string;
  amount: number;
  payments: number;
  /** 'YYYY-MM-DD' of its latest dividend. */
  lastPaid: string;
  /** amount / every dollar of income in the list (the weights sum to 1). */
  share: number;
}

/** Dividends received per holding, the largest income first (then by symbol); holdings that paid none are left out. */
export function incomeByHolding(transactions: readonly PortfolioTransaction[]): HoldingIncome[] {
  const bySymbol = new Map<string, Omit<HoldingIncome, 'share'>>();
  let total = 0;
  for (const p of dividendPayments(transactions)) {
    const h = bySymbol.get(p.symbol) ?? { symbol: p.symbol, amount: 0, payments: 0, lastPaid: p.date };
    h.amount += p.amount;
    h.payments += 1;
    if (p.date > h.lastPaid) h.lastPaid = p.date;
    bySymbol.set(p.symbol, h);
    total += p.amount;
  }
  return [...bySymbol.values()]
    .map((h) => ({ ...h, share: total > 0 ? h.amount / total : 0 }))
    .sort((a, b) => b.amount - a.amount || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}
