// The chart assistant on a language model (product §15.3): any server that speaks the OpenAI chat
// completions API (OpenAI itself, a self-hosted model server, a gateway), with `fetch` and no
// client library: one POST with `stream: true` and tools, read as server-sent events. The model
// reads the member's figures only through the tools below (MemberFigures: no e-mail, name or id),
// and its answer is streamed to the member as it is written.
import { formatCurrency, formatDateTime, type AssistantCitation, type PerformanceRange } from '@pt/api';
import { formatPercent } from '@pt/api/format';
import { AssistantUnavailableError, type AnswerOptions, type AssistantProvider, type AssistantReply } from './AssistantProvider';
import { isPerformanceRange, type MemberFigures } from './memberFigures';

export interface ModelConfig {
  /** The API's base URL, e.g. https://api.openai.com/v1 (the `/chat/completions` path is appended). */
  baseUrl: string;
  /** Sent as a Bearer token; optional for a local model server without keys. */
  apiKey?: string;
  model: string;
  /** The whole answer, tool rounds included, must arrive within this. */
  timeoutMs: number;
}

/** Tool rounds before the model must answer: one to read, one more if it wants another figure. */
const MAX_TOOL_ROUNDS = 3;

const SYSTEM_PROMPT = [
  'You are the chart assistant of Portfolio Tracker, an investment portfolio tracker.',
  "Answer the member's question about their own portfolio from the figures the tools return, and only from them.",
  'Call the tools you need before answering; never invent or estimate a figure. Quote figures exactly as the tools write them.',
  'If the figures cannot answer the question, say so. Keep answers short: a few sentences, plain text, no tables.',
  'You give information, not financial advice: do not tell the member to buy or sell.',
  'Prices are delayed market quotes; the figures are the sample market data of this deployment.',
].join(' ');

/** What the model may call, in the chat completions `tools` format. */
export const ASSISTANT_TOOLS = [
  {
    type: 'function',
    function: {
      name: 'get_holdings',
      description: "The member's total value, today's change, total return (dividends included), dividends received, and every open holding with its value, weight, today's change and total return.",
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_returns',
      description: "Each portfolio's time-weighted and money-weighted return over a range, with its value at the start and end.",
      parameters: {
        type: 'object',
        properties: { range: { type: 'string', enum: ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'], description: 'The period; ALL is since the first trade.' } },
        required: ['range'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'explain_return',
      description: "Why each portfolio's return over a range is what it is: the starting value, deposits, withdrawals, transfers, realised and unrealised gains, dividends, interest, fees, taxes and currency gains that add up to the ending value, the gain split into capital, income, currency and costs, and why the time- and money-weighted returns differ.",
      parameters: {
        type: 'object',
        properties: { range: { type: 'string', enum: ['1W', '1M', '3M', 'YTD', '1Y', 'ALL'], description: 'The period; ALL is since the first trade.' } },
        required: ['range'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_allocation',
      description: "How the open holdings' value divides, by holding or by sector, largest first.",
      parameters: {
        type: 'object',
        properties: { by: { type: 'string', enum: ['holding', 'sector'] } },
        required: ['by'],
        additionalProperties: false,
      },
    },
  },
] as const;

// A change is signed with two decimals ('+12.34%'), a share of the whole has one ('12.3%'): @pt/api/format's percent (product §16.1).
const ratio = (r: number | null) => (r === null ? 'n/a' : formatPercent(r, { signed: true }));
const share = (w: number) => formatPercent(w, { digits: 1 });

/** A tool's answer for the model, and the figures it states, as the member's pages write them (the citations). */
interface ToolResult { content: string; figures: AssistantCitation[] }

async function runTool(name: string, rawArgs: string, figures: MemberFigures): Promise<ToolResult> {
  let args: Record<string, unknown> = {};
  try {
    args = rawArgs.trim() ? (JSON.parse(rawArgs) as Record<string, unknown>) : {};
  } catch {
    return { content: JSON.stringify({ error: 'The arguments were not valid JSON.' }), figures: [] };
  }
  const cited: AssistantCitation[] = [];
  const cite = (label: string, value: string, symbol?: string) => {
    cited.push(symbol ? { label, value, symbol } : { label, value });
    return value;
  };
  if (name === 'get_holdings') {
    const c = await figures.summary();
    const money = (n: number) => formatCurrency(n, c.currency);
    const data = {
      currency: c.currency.toUpperCase(),
      prices_as_of: c.asOf ? `${formatDateTime(c.asOf, 'UTC')} UTC (delayed ${c.delayedMinutes ?? 15} minutes)` : null,
      portfolios: c.portfolios.map((p) => ({ name: p.name, open_holdings: p.openHoldings })),
      total_value: cite('Total value', money(c.totalValue)),
      todays_change: cite("Today's change", `${c.dayChange >= 0 ? '+' : ''}${money(c.dayChange)} (${ratio(c.dayChangeRatio)})`),
      total_return: cite('Total return', `${money(c.totalReturn)} (${ratio(c.totalReturnRatio)})`),
      dividends_received: cite('Dividends received', money(c.income)),
      holdings: c.holdings.map((h) => ({
        symbol: h.symbol,
        name: h.name,
        shares: h.quantity,
        value: cite(`Value of ${h.symbol}`, h.value === null ? 'n/a' : money(h.value), h.symbol),
        weight: cite(`Weight of ${h.symbol}`, h.weight === null ? 'n/a' : share(h.weight), h.symbol),
        todays_change: cite(`Today's change of ${h.symbol}`, ratio(h.dayChangeRatio), h.symbol),
        total_return: cite(`Total return of ${h.symbol}`, ratio(h.totalReturnRatio), h.symbol),
        dividends: cite(`Dividends from ${h.symbol}`, money(h.income), h.symbol),
      })),
    };
    return { content: JSON.stringify(data), figures: cited };
  }
  if (name === 'get_returns') {
    const range: PerformanceRange = isPerformanceRange(args.range) ? args.range : '1Y';
    const r = await figures.returns(range);
    const data = {
      range: r.range,
      portfolios: r.portfolios.map((p) => ({
        portfolio: p.portfolio, from: p.from, to: p.to,
        time_weighted_return: cite(`Time-weighted return of ${p.portfolio} (${range})`, ratio(p.timeWeightedReturn)),
        money_weighted_return: cite(`Money-weighted return of ${p.portfolio} (${range})`, ratio(p.moneyWeightedReturn)),
        value_at_start: p.startValue === null ? null : formatCurrency(p.startValue),
        value_at_end: p.endValue === null ? null : formatCurrency(p.endValue),
      })),
    };
    return { content: JSON.stringify(data), figures: cited };
  }
  if (name === 'explain_return') {
    const range: PerformanceRange = isPerformanceRange(args.range) ? args.range : '1Y';
    const explained = await figures.explained(range);
    const data = {
      range,
      portfolios: explained.map((r) => {
        const money = (n: number) => formatCurrency(n, r.currency);
        return {
          portfolio: r.portfolio, currency: r.currency, from: r.from, to: r.to,
          lines: r.lines.map((l) => ({ line: l.label, amount: cite(`${l.label} of ${r.portfolio} (${range})`, money(l.sign * l.amount)) })),
          parts: { capital: money(r.parts.capital), income: money(r.parts.income), currency: money(r.parts.currency), costs: money(-r.parts.costs) },
          time_weighted_return: cite(`Time-weighted return of ${r.portfolio} (${range})`, ratio(r.timeWeighted)),
          money_weighted_return_over_range: ratio(r.moneyWeighted),
          why_they_differ: r.why,
        };
      }),
    };
    return { content: JSON.stringify(data), figures: cited };
  }
  if (name === 'get_allocation') {
    const by = args.by === 'sector' ? 'sector' : 'holding';
    const a = await figures.allocation(by);
    const data = {
      by,
      slices: a.slices.map((s) => ({ name: s.name, value: formatCurrency(s.value), weight: cite(`Weight of ${s.name}${by === 'sector' ? ' (sector)' : ''}`, share(s.weight)), symbols: s.symbols })),
    };
    return { content: JSON.stringify(data), figures: cited };
  }
  return { content: JSON.stringify({ error: `There is no tool named ${name}.` }), figures: [] };
}

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface ToolCall { id: string; type: 'function'; function: { name: string; arguments: string } }

interface StreamChunk {
  choices?: { delta?: { content?: string | null; tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[] }; finish_reason?: string | null }[];
  error?: { message?: string };
}

/** Reads one streamed completion: text pieces go to `onText` as they come; tool calls are assembled. */
async function readCompletion(res: Response, onText: (t: string) => void): Promise<{ text: string; toolCalls: ToolCall[] }> {
  if (!res.body) throw new AssistantUnavailableError(502, 'the model answered without a body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  const calls: ToolCall[] = [];
  let finished = false;
  const handle = (line: string) => {
    if (!line.startsWith('data:')) return;
    const payload = line.slice(5).trim();
    if (payload === '[DONE]') { finished = true; return; }
    let chunk: StreamChunk;
    try {
      chunk = JSON.parse(payload) as StreamChunk;
    } catch {
      throw new AssistantUnavailableError(502, 'the model sent a chunk that is not JSON');
    }
    if (chunk.error) throw new AssistantUnavailableError(502, `the model reported an error: ${String(chunk.error.message ?? '').slice(0, 200)}`);
    const choice = chunk.choices?.[0];
    if (!choice) return;
    const delta = choice.delta ?? {};
    if (typeof delta.content === 'string' && delta.content) {
      text += delta.content;
      onText(delta.content);
    }
    for (const tc of delta.tool_calls ?? []) {
      const i = tc.index ?? 0;
      const call = (calls[i] ??= { id: '', type: 'function', function: { name: '', arguments: '' } });
      if (tc.id) call.id = tc.id;
      if (tc.function?.name) call.function.name += tc.function.name;
      if (tc.function?.arguments) call.function.arguments += tc.function.arguments;
    }
    if (choice.finish_reason) finished = true;
  };
  for (;;) {
    const { value, done } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      handle(buffer.slice(0, nl).replace(/\r$/, ''));
      buffer = buffer.slice(nl + 1);
    }
    if (done) break;
  }
  if (buffer.trim()) handle(buffer.trim());
  if (!finished) throw new AssistantUnavailableError(502, 'the model stopped before finishing its answer');
  return { text, toolCalls: calls.filter(Boolean).map((c, i) => ({ ...c, id: c.id || `call_${i}` })) };
}

/**
 * An AssistantProvider on an OpenAI-compatible chat completions API. Each question: the system
 * prompt, the question and the tool definitions; the model calls tools (run here against the
 * member's figures and sent back), then writes its answer, which streams to `onText`. The answer's
 * citations are the tool figures whose value it quotes.
 * An error status, a malformed stream or `timeoutMs` passing is an AssistantUnavailableError.
 */
export function openAiCompatibleAssistant(config: ModelConfig, fetchImpl: typeof fetch = fetch): AssistantProvider {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    source: 'model',
    async answer(question: string, figures: MemberFigures, o: AnswerOptions = {}): Promise<AssistantReply> {
      const ctrl = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => { timedOut = true; ctrl.abort(); }, config.timeoutMs);
      const stop = () => ctrl.abort();
      o.signal?.addEventListener('abort', stop);
      const messages: ChatMessage[] = [{ role: 'system', content: SYSTEM_PROMPT }, { role: 'user', content: question }];
      const read: AssistantCitation[] = [];
      try {
        for (let round = 0; ; round++) {
          const lastRound = round >= MAX_TOOL_ROUNDS;
          let res: Response;
          try {
            res = await fetchImpl(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
              body: JSON.stringify({
                model: config.model, stream: true, temperature: 0.2, messages,
                ...(lastRound ? {} : { tools: ASSISTANT_TOOLS, tool_choice: 'auto' }),
              }),
              signal: ctrl.signal,
            });
          } catch (err) {
            throw unavailable(err, timedOut);
          }
          if (!res.ok) {
            const body = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
            throw new AssistantUnavailableError(502, `the model answered HTTP ${res.status}${body ? `: ${body}` : ''}`);
          }
          let completion: { text: string; toolCalls: ToolCall[] };
          try {
            completion = await readCompletion(res, (t) => o.onText?.(t));
          } catch (err) {
            throw unavailable(err, timedOut);
          }
          if (!completion.toolCalls.length || lastRound) {
            const answer = completion.text.trim();
            if (!answer) throw new AssistantUnavailableError(502, 'the model gave an empty answer');
            // The figures it quotes, as the tools wrote them; an answer that quotes none cites none.
            return { answer, citations: dedupe(read.filter((c) => c.value !== 'n/a' && answer.includes(c.value))) };
          }
          messages.push({ role: 'assistant', content: completion.text || null, tool_calls: completion.toolCalls });
          for (const call of completion.toolCalls) {
            const result = await runTool(call.function.name, call.function.arguments, figures);
            read.push(...result.figures);
            messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
          }
        }
      } finally {
        clearTimeout(timer);
        o.signal?.removeEventListener('abort', stop);
      }
    },
  };
}

function unavailable(err: unknown, timedOut: boolean): Error {
  if (err instanceof AssistantUnavailableError) return err;
  if (timedOut) return new AssistantUnavailableError(504, 'the model did not answer in time');
  const e = err as { name?: string; message?: string; cause?: { code?: string } } | null;
  if (e?.name === 'AbortError') return err as Error; // the member went away
  return new AssistantUnavailableError(502, `the model could not be reached: ${e?.cause?.code ?? e?.message ?? String(err)}`);
}

function dedupe(citations: AssistantCitation[]): AssistantCitation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.label}|${c.symbol ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
