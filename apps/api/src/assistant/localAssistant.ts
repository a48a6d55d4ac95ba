import { assistantMessages, formatCurrency, formatDateTime, formatIsoDate, returnQuestionRange, type AssistantCitation, type PerformanceRange } from '@pt/api';
import { formatPercent } from '@pt/api/format';
import { symbolsInText } from '@pt/api/rules';
import type { AnswerOptions, AssistantContext, AssistantHolding, AssistantProvider, AssistantReply, AssistantReturn } from './AssistantProvider';
import type { MemberFigures } from './memberFigures';

// A change is signed with two decimals ('+12.34%'), a share of the whole has one ('12.3%'): @pt/api/format's percent (product §16.1).
const ratio = (r: number | null): string => (r === null ? 'n/a' : formatPercent(r, { signed: true }));
const weight = (w: number | null): string => (w === null ? 'n/a' : formatPercent(w, { digits: 1 }));

/** How many holdings the headline names. */
const TOP_HOLDINGS = 3;
/** Above this weight one holding is a concentration worth naming. */
const CONCENTRATED_WEIGHT = 0.25;

/** A range as a sentence says it. */
const RANGE_WORDS: Readonly<Record<PerformanceRange, string>> = {
  '1W': 'the last week', '1M': 'the last month', '3M': 'the last three months', YTD: 'this year', '1Y': 'the last year', ALL: 'all time',
};
/** Portfolios a return explanation covers, largest first in the member's order. */
const EXPLAINED_PORTFOLIOS = 3;

/** What a question asks about, by its words; a question may ask about several. */
const TOPICS = {
  largest: /\b(largest|biggest|top|main|heaviest)\b.*\b(holding|position|stock|investment)s?\b|\bmost (of my )?money\b/,
  dividends: /\b(dividends?|income|payouts?|yield)\b/,
  best: /\b(best|top)[- ]?perform|\bwinners?\b|\bperformed best\b|\bbest (stock|holding|investment)/,
  worst: /\b(worst)[- ]?perform|\blosers?\b|\bperformed worst\b|\bworst (stock|holding|investment)/,
  today: /\btoday\b|\bday'?s? change\b|\bdaily\b|\bthis (morning|afternoon)\b/,
  totalReturn: /\b(total )?returns?\b|\b(gain|profit|loss|made|earned)\b/,
  concentration: /\b(concentrat\w*|diversif\w*|risk\w*|spread|balanced?)\b/,
} as const;

/**
 * The reference server's assistant: no model, no network. It says so first, then gives the
 * member's headline figures (total value, today's change, total return, the largest holdings with
 * their weights) and the figure the question asks about when it recognises it: the largest
 * holding, dividends, the best or worst performer, today's change, the total return,
 * concentration, or a symbol the question names. Every figure it states is also a citation.
 */
export const localAssistant: AssistantProvider = {
  source: 'local',
  async answer(question: string, figures: MemberFigures, o: AnswerOptions = {}): Promise<AssistantReply> {
    // A question about why the return is what it is gets each portfolio's return explained (product §10.23).
    const range = returnQuestionRange(question);
    const reply = summarise(question, await figures.summary(), range ? await figures.explained(range) : undefined);
    // Streamed a line at a time, like a model's answer, so the page shows both the same way.
    reply.answer.split('\n').forEach((line, i) => o.onText?.(i ? `\n${line}` : line));
    return reply;
  },
};

/** Figures already read, as MemberFigures (a context computed elsewhere, e.g. in a test). */
export function figuresOf(context: AssistantContext): MemberFigures {
  return {
    summary: async () => context,
    returns: async (range) => ({ range, portfolios: [] }),
    explained: async () => [],
    allocation: async (by) => ({ by, slices: [] }),
  };
}

/** The local summary of the figures (see localAssistant). */
function summarise(question: string, context: AssistantContext, returns?: readonly AssistantReturn[]): AssistantReply {
  const money = (n: number) => formatCurrency(n, context.currency);
  const citations: AssistantCitation[] = [];
  const cite = (label: string, value: string, symbol?: string): string => {
    if (!citations.some((c) => c.label === label && c.symbol === symbol)) citations.push(symbol ? { label, value, symbol } : { label, value });
    return value;
  };
  const lines: string[] = [assistantMessages.localSource];
  const { holdings } = context;
  if (!context.portfolios.length || !context.transactionCount) {
    lines.push('You have no transactions yet. Create a portfolio and record a trade to get answers about it.');
    return { answer: lines.join('\n'), citations };
  }

  lines.push(
    `Your ${context.portfolios.length === 1 ? `portfolio ${context.portfolios[0]?.name}` : `${context.portfolios.length} portfolios`} `
    + `${context.portfolios.length === 1 ? 'is' : 'are'} worth ${cite('Total value', money(context.totalValue))}; `
    + `today ${cite("Today's change", `${context.dayChange >= 0 ? '+' : ''}${money(context.dayChange)} (${ratio(context.dayChangeRatio)})`)}, `
    + `total return ${cite('Total return', `${money(context.totalReturn)} (${ratio(context.totalReturnRatio)})`)}, dividends included.`,
  );
  const top = holdings.slice(0, TOP_HOLDINGS);
  if (top.length) lines.push(`Largest holdings: ${top.map((h) => `${h.symbol} ${cite(`Weight of ${h.symbol}`, weight(h.weight), h.symbol)}`).join(', ')}.`);
  else lines.push('You hold no open positions right now.');

  const q = question.toLowerCase();
  const about: string[] = [];
  const describe = (h: AssistantHolding) =>
    `${h.symbol}${h.name ? ` (${h.name})` : ''} is ${cite(`Weight of ${h.symbol}`, weight(h.weight), h.symbol)} of your portfolio, worth `
    + `${cite(`Value of ${h.symbol}`, h.value === null ? 'n/a' : money(h.value), h.symbol)}, with a total return of `
    + `${cite(`Total return of ${h.symbol}`, ratio(h.totalReturnRatio), h.symbol)}`;
  const ranked = holdings.filter((h) => h.totalReturnRatio !== null).sort((a, b) => (b.totalReturnRatio ?? 0) - (a.totalReturnRatio ?? 0));

  if (TOPICS.largest.test(q) && holdings[0]) about.push(`Your largest holding: ${describe(holdings[0])}.`);
  if (TOPICS.best.test(q) && ranked[0]) about.push(`Your best performer: ${describe(ranked[0])}.`);
  if (TOPICS.worst.test(q) && ranked.length) about.push(`Your worst performer: ${describe(ranked[ranked.length - 1] as AssistantHolding)}.`);
  if (TOPICS.dividends.test(q)) {
    const payers = holdings.filter((h) => h.income > 0).sort((a, b) => b.income - a.income);
    about.push(context.income > 0
      ? `You have received ${cite('Dividends received', money(context.income))} in dividends${payers[0] ? `, most from ${payers[0].symbol} (${cite(`Dividends from ${payers[0].symbol}`, money(payers[0].income), payers[0].symbol)})` : ''}.`
      : `You have recorded no dividends (${cite('Dividends received', money(0))}). Record a dividend transaction when one is paid.`);
  }
  if (TOPICS.today.test(q)) {
    const movers = holdings.filter((h) => h.dayChangeRatio !== null).sort((a, b) => Math.abs(b.dayChangeRatio ?? 0) - Math.abs(a.dayChangeRatio ?? 0));
    about.push(`Today your portfolio moved ${ratio(context.dayChangeRatio)}${movers[0] ? `; the biggest mover is ${movers[0].symbol} at ${cite(`Today's change of ${movers[0].symbol}`, ratio(movers[0].dayChangeRatio), movers[0].symbol)}` : ''}.`);
  }
  if (TOPICS.concentration.test(q) && holdings.length) {
    const topWeight = holdings[0]?.weight ?? 0;
    const topThree = top.reduce((s, h) => s + (h.weight ?? 0), 0);
    about.push(`You hold ${cite('Number of holdings', String(holdings.length))} positions; the largest is ${weight(topWeight)} and the top ${top.length} together ${cite(`Weight of the top ${top.length}`, weight(topThree))}.`
      + (topWeight > CONCENTRATED_WEIGHT ? ` More than ${weight(CONCENTRATED_WEIGHT)} in one holding is a concentration to keep an eye on.` : ''));
  }
  const explained = returns ?? [];
  for (const r of explained.slice(0, EXPLAINED_PORTFOLIOS)) about.push(explainReturn(r, cite));
  if (returns && !explained.length) about.push('None of your portfolios has transactions to explain a return from yet.');
  if (!returns && TOPICS.totalReturn.test(q) && !TOPICS.best.test(q) && !TOPICS.worst.test(q)) {
    about.push(`Your total return is ${money(context.totalReturn)} (${ratio(context.totalReturnRatio)}) on everything you bought, dividends included.`);
  }
  // Symbols as the question writes them in capitals ('AAPL', '$MSFT'): lower-case words such as
  // 'all' or 'cost' are English more often than they are tickers.
  const named = new Set(symbolsInText(question));
  for (const h of holdings) if (named.has(h.symbol)) about.push(`${describe(h)}.`);

  if (about.length) lines.push(...about);
  else lines.push('Ask about your largest holding, best or worst performer, dividends, today’s change, total return or concentration, or name a symbol you hold.');
  // The quotes' time as the product writes a moment; the server does not know the reader's zone,
  // so it writes UTC and says so.
  if (context.asOf) lines.push(`Prices are delayed ${context.delayedMinutes ?? 15} minutes (as of ${formatDateTime(context.asOf, 'UTC')}).`);
  // Never a silent stale price (product §13.5), nor another currency added in as dollars (§13.7).
  for (const s of context.stalePrices) lines.push(`The price of ${s.symbol} is stale${s.message ? `: ${s.message}` : ''}.`);
  for (const o of context.otherCurrencies) {
    lines.push(`${o.symbols.join(', ')} ${o.symbols.length === 1 ? 'is' : 'are'} priced in ${o.currency} (${formatCurrency(o.value, o.currency)}) and not included in the totals above.`);
  }
  return { answer: lines.join('\n'), citations };
}

/**
 * Why a portfolio's return over a range is what it is, from its return explained (product §10.23):
 * the time-weighted return, then the money from the starting value to the ending value line by line
 * (lines that are zero are left out), the part that moved it most, and why the money-weighted
 * return differs.
 */
function explainReturn(r: AssistantReturn, cite: (label: string, value: string) => string): string {
  const money = (n: number) => formatCurrency(n, r.currency);
  const signed = (n: number) => `${n < 0 ? '-' : '+'}${money(Math.abs(n))}`;
  const named = `${r.portfolio} (${r.currency})`;
  const start = r.lines.find((l) => l.key === 'starting_value')!;
  const end = r.lines.find((l) => l.key === 'ending_value')!;
  const moves = r.lines.filter((l) => l.sign !== 0 && l.amount !== 0)
    .map((l) => `${l.label.toLowerCase()} ${cite(`${l.label} of ${named}`, signed(l.sign * l.amount))}`);
  const twr = r.timeWeighted === null ? 'no time-weighted return (no money was at work)' : `a time-weighted return of ${cite(`Time-weighted return of ${named}`, ratio(r.timeWeighted))}`;
  const parts = [
    ['capital (price changes)', r.parts.capital], ['income (dividends and interest)', r.parts.income],
    ['currency (exchange rates)', r.parts.currency], ['costs (fees and taxes)', -r.parts.costs],
  ] as const;
  const biggest = [...parts].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))[0]!;
  return `Over ${RANGE_WORDS[r.range]} (${formatIsoDate(r.from)} to ${formatIsoDate(r.to)}), ${named} had ${twr}. `
    + `It started at ${cite(`Starting value of ${named}`, money(start.amount))}`
    + `${moves.length ? `; then ${moves.join(', ')}` : ''}; and ended at ${cite(`Ending value of ${named}`, money(end.amount))}. `
    + (biggest[1] !== 0 ? `The largest part of the change was ${biggest[0]}: ${signed(biggest[1])}. ` : '')
    + (r.moneyWeighted === null ? '' : `Money-weighted it returned ${cite(`Money-weighted return of ${named}`, ratio(r.moneyWeighted))}: `)
    + r.why;
}
