import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server under test sent to the provider. */
export interface StripeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form-encoded body, flattened as the package sends it: items[0][price] => value. */
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
}

type Obj = Record<string, unknown>;
interface Reply { status: number; body: unknown }
type Handler = (call: StripeCall, params: string[]) => Reply | Obj;

const PRICES: Record<string, number> = { premium_monthly: 999, premium_yearly: 9590, pro_monthly: 1999, pro_yearly: 19190 };

const notFound = (what: string): Reply => ({ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } } });
const declined = (): Reply => ({ status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } } });
const list = (data: unknown[], url: string): Obj => ({ object: 'list', data, has_more: false, url });

/**
 * A small in-process stand-in for the provider's API (node:http on 127.0.0.1, a random port): it records
 * every request and answers with provider-shaped JSON from an in-memory account (customers, cards, prices
 * with lookup keys equal to the offer ids, subscriptions, invoices, checkout sessions). Test ids behave like
 * the provider's: attaching pm_card_visa creates a new card id; ids containing chargeDeclined are declined.
 */
export async function startFakeStripe(now: () => number) {
  const calls: StripeCall[] = [];
  const overrides: { method: string; re: RegExp; fn: Handler }[] = [];
  const customers = new Map<string, Obj>();
  const cards = new Map<string, Obj & { declines?: boolean }>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const coupons = new Map<string, Obj>();
  let seq = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++seq).padStart(4, '0')}`;
  const sec = () => Math.floor(now() / 1000);

  const price = (offer: string): Obj => ({
    id: `price_${offer}`, object: 'price', lookup_key: offer, active: true, currency: 'usd', unit_amount: PRICES[offer],
    recurring: { interval: offer.endsWith('yearly') ? 'year' : 'month', interval_count: 1 },
  });
  const offerOfPrice = (priceId: string) => priceId.replace(/^price_/, '');

  function card(id: string, customer: string | null): Obj & { declines?: boolean } {
    const lower = id.toLowerCase();
    const brand = lower.includes('mastercard') ? 'mastercard' : 'visa';
    const last4 = lower.includes('mastercard') ? '4444' : lower.includes('chargedeclined') ? '0002' : '4242';
    return { id, object: 'payment_method', type: 'card', customer, created: sec(), card: { brand, last4, exp_month: 12, exp_year: 2030 }, declines: lower.includes('chargedeclined') };
  }
  const publicCard = (c: Obj): Obj => {
    const { declines: _d, ...rest } = c;
    return rest;
  };

  /** The subscription's coupon discount on `amount` while the coupon lasts (the provider rounds half up to the cent). */
  function couponOff(sub: Obj, amount: number): { amount: number; discount: string }[] {
    const d = (sub.discounts as { coupon: string; start: number }[] | undefined)?.[0];
    const c = d ? coupons.get(d.coupon) : undefined;
    if (!d || !c) return [];
    const end = new Date(d.start * 1000);
    end.setUTCMonth(end.getUTCMonth() + Number(c.duration_in_months ?? 0));
    if (c.duration === 'repeating' && sec() >= end.getTime() / 1000) return [];
    return [{ amount: Math.floor((amount * Number(c.percent_off)) / 100 + 0.5), discount: `di_${d.coupon}` }];
  }

  function invoiceFor(sub: Obj, subtotal: number, status: string, period?: { start: number; end: number }): Obj {
    const id = nextId('in');
    const discounts = couponOff(sub, subtotal);
    const amount = subtotal - discounts.reduce((a, x) => a + x.amount, 0);
    const inv: Obj = {
      id, object: 'invoice', customer: sub.customer, amount_due: amount, amount_paid: status === 'paid' ? amount : 0, currency: 'usd', status,
      subtotal, total: amount, total_discount_amounts: discounts, total_taxes: [],
      created: sec(), due_date: null, description: null, invoice_pdf: `https://pay.stripe.com/invoice/acct_fake/${id}/pdf`,
      hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/${id}`,
      lines: {
        object: 'list', has_more: false,
        data: [{ id: nextId('il'), object: 'line_item', amount: subtotal, description: `1 × ${String((sub.metadata as Obj).plan_id)}`, ...(period ? { period } : {}) }],
      },
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
    invoices.set(id, inv);
    return inv;
  }

  /** A price swap's proration, made up but the same for the preview and the update: half the old price back, the new price (less the coupon) due. */
  function proration(sub: Obj, newOffer: string): { credit: number; due: number; end: number } {
    const oldOffer = offerOfPrice(String(((sub.items as { data: Obj[] }).data[0]?.price as Obj).id));
    const credit = Math.round((PRICES[oldOffer] ?? 0) / 2);
    const price = PRICES[newOffer] ?? 0;
    const off = couponOff(sub, price).reduce((a, x) => a + x.amount, 0);
    return { credit, due: Math.max(price - off - credit, 0), end: periodFor(newOffer, sec()) };
  }

  function periodFor(offer: string, start: number): number {
    const d = new Date(start * 1000);
    d.setUTCMonth(d.getUTCMonth() + (offer.endsWith('yearly') ? 12 : 1));
    return Math.floor(d.getTime() / 1000);
  }

  function metadataOf(form: Record<string, string>, prefix = 'metadata'): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(form)) {
      const m = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(k);
      if (m?.[1]) out[m[1]] = v;
    }
    return out;
  }

  const routes: { method: string; re: RegExp; fn: Handler }[] = [
    { method: 'POST', re: /^\/v1\/customers$/, fn: ({ form }) => {
      const c: Obj = { id: nextId('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: metadataOf(form), invoice_settings: { default_payment_method: null }, created: sec() };
      customers.set(c.id as string, c);
      return c;
    } },
    { method: 'GET', re: /^\/v1\/customers\/([^/]+)\/payment_methods$/, fn: (call, [id]) =>
      list([...cards.values()].filter((c) => c.customer === id).map(publicCard), `/v1/customers/${id}/payment_methods`) },
    { method: 'GET', re: /^\/v1\/customers\/([^/]+)$/, fn: (_c, [id]) => customers.get(id as string) ?? notFound(`customer: '${id}'`) },
    { method: 'POST', re: /^\/v1\/customers\/([^/]+)$/, fn: ({ form }, [id]) => {
      const c = customers.get(id as string);
      if (!c) return notFound(`customer: '${id}'`);
      if ('invoice_settings[default_payment_method]' in form) c.invoice_settings = { default_payment_method: form['invoice_settings[default_payment_method]'] || null };
      return c;
    } },
    { method: 'GET', re: /^\/v1\/payment_methods\/([^/]+)$/, fn: (_c, [id]) => {
      const known = cards.get(id as string);
      if (known) return publicCard(known);
      return (id as string).startsWith('pm_card_') ? publicCard(card(id as string, null)) : notFound(`PaymentMethod: '${id}'`);
    } },
    { method: 'POST', re: /^\/v1\/payment_methods\/([^/]+)\/attach$/, fn: ({ form }, [id]) => {
      const customer = form.customer ?? null;
      const known = cards.get(id as string);
      if (known) {
        known.customer = customer;
        return publicCard(known);
      }
      if (!(id as string).startsWith('pm_card_')) return notFound(`PaymentMethod: '${id}'`);
      const fresh = card(id as string, customer);
      fresh.id = nextId((id as string).includes('chargeDeclined') ? 'pm_chargeDeclined' : 'pm');
      cards.set(fresh.id as string, fresh);
      return publicCard(fresh);
    } },
    { method: 'POST', re: /^\/v1\/payment_methods\/([^/]+)\/detach$/, fn: (_c, [id]) => {
      const known = cards.get(id as string);
      if (!known) return notFound(`PaymentMethod: '${id}'`);
      const owner = customers.get(known.customer as string);
      if (owner && (owner.invoice_settings as Obj).default_payment_method === id) owner.invoice_settings = { default_payment_method: null };
      known.customer = null;
      return publicCard(known);
    } },
    { method: 'POST', re: /^\/v1\/setup_intents$/, fn: ({ form }) => {
      const id = nextId('seti');
      return { id, object: 'setup_intent', client_secret: `${id}_secret_fake`, customer: form.customer, usage: form.usage, status: 'requires_payment_method' };
    } },
    { method: 'POST', re: /^\/v1\/payment_intents$/, fn: ({ form }) => {
      const pm = form.payment_method ? cards.get(form.payment_method) : undefined;
      if (pm?.declines && form.confirm === 'true') return declined();
      const id = nextId('pi');
      const status = form.confirm === 'true' ? 'succeeded' : 'requires_payment_method';
      return { id, object: 'payment_intent', client_secret: `${id}_secret_fake`, amount: Number(form.amount), currency: form.currency, customer: form.customer, payment_method: form.payment_method ?? null, status };
    } },
    { method: 'GET', re: /^\/v1\/coupons\/([^/]+)$/, fn: (_c, [id]) => coupons.get(id as string) ?? notFound(`coupon: '${id}'`) },
    { method: 'POST', re: /^\/v1\/coupons$/, fn: ({ form }) => {
      const id = form.id ?? nextId('coupon');
      const c: Obj = { id, object: 'coupon', percent_off: Number(form.percent_off), duration: form.duration, duration_in_months: form.duration_in_months ? Number(form.duration_in_months) : null, name: form.name ?? null, valid: true };
      coupons.set(id, c);
      return c;
    } },
    { method: 'POST', re: /^\/v1\/invoices\/create_preview$/, fn: ({ form }) => {
      const sub = subscriptions.get(form.subscription ?? '');
      if (!sub) return notFound(`subscription: '${form.subscription}'`);
      const offer = offerOfPrice(form['subscription_details[items][0][price]'] ?? '');
      const p = proration(sub, offer);
      const now = sec();
      return {
        id: null, object: 'invoice', customer: sub.customer, amount_due: p.due, subtotal: p.due, total: p.due, currency: 'usd', status: 'draft',
        total_discount_amounts: couponOff(sub, PRICES[offer] ?? 0), total_taxes: [],
        lines: { object: 'list', has_more: false, data: [
          { id: nextId('il'), object: 'line_item', amount: -p.credit, period: { start: now, end: now } },
          { id: nextId('il'), object: 'line_item', amount: PRICES[offer] ?? 0, period: { start: now, end: p.end } },
        ] },
      };
    } },
    { method: 'GET', re: /^\/v1\/prices$/, fn: ({ query }) => {
      const key = query['lookup_keys[0]'] ?? '';
      return list(key in PRICES ? [price(key)] : [], '/v1/prices');
    } },
    { method: 'POST', re: /^\/v1\/subscriptions$/, fn: ({ form }) => {
      const offer = offerOfPrice(form['items[0][price]'] ?? '');
      const pm = form.default_payment_method ? cards.get(form.default_payment_method) : undefined;
      if (pm?.declines) return declined();
      const start = sec();
      const trialDays = form.trial_period_days ? Number(form.trial_period_days) : 0;
      const trialEnd = trialDays ? start + trialDays * 86_400 : null;
      const id = nextId('sub');
      const coupon = form['discounts[0][coupon]'];
      if (coupon && !coupons.has(coupon)) return notFound(`coupon: '${coupon}'`);
      const sub: Obj = {
        id, object: 'subscription', customer: form.customer, status: trialEnd ? 'trialing' : 'active', cancel_at_period_end: false, cancel_at: null,
        created: start, start_date: start, trial_start: trialEnd ? start : null, trial_end: trialEnd, default_payment_method: form.default_payment_method ?? null,
        metadata: metadataOf(form), latest_invoice: null, discounts: coupon ? [{ coupon, start }] : [],
        items: { object: 'list', has_more: false, data: [{ id: nextId('si'), object: 'subscription_item', price: price(offer), current_period_start: start, current_period_end: trialEnd ?? periodFor(offer, start), subscription: id }] },
      };
      const inv = invoiceFor(sub, trialEnd ? 0 : PRICES[offer] ?? 0, 'paid', { start, end: trialEnd ?? periodFor(offer, start) });
      sub.latest_invoice = inv.id;
      subscriptions.set(id, sub);
      return form['expand[0]'] === 'latest_invoice' ? { ...sub, latest_invoice: inv } : sub;
    } },
    { method: 'GET', re: /^\/v1\/subscriptions$/, fn: ({ query }) =>
      list([...subscriptions.values()].filter((s) => s.customer === query.customer).reverse(), '/v1/subscriptions') },
    { method: 'GET', re: /^\/v1\/subscriptions\/([^/]+)$/, fn: (_c, [id]) => subscriptions.get(id as string) ?? notFound(`subscription: '${id}'`) },
    { method: 'POST', re: /^\/v1\/subscriptions\/([^/]+)$/, fn: ({ form }, [id]) => {
      const sub = subscriptions.get(id as string);
      if (!sub) return notFound(`subscription: '${id}'`);
      if ('cancel_at_period_end' in form) sub.cancel_at_period_end = form.cancel_at_period_end === 'true';
      const newPrice = form['items[0][price]'];
      if (newPrice) {
        const offer = offerOfPrice(newPrice);
        const p = proration(sub, offer);
        const item = (sub.items as { data: Obj[] }).data[0] as Obj;
        item.price = price(offer);
        sub.metadata = { ...(sub.metadata as Obj), ...metadataOf(form) };
        if (form.proration_behavior === 'always_invoice') {
          const inv = invoiceFor(sub, p.due, 'paid', { start: sec(), end: p.end });
          // The coupon was taken off the due amount already.
          Object.assign(inv, { amount_due: p.due, amount_paid: p.due, total: p.due, total_discount_amounts: [] });
        }
      }
      return sub;
    } },
    { method: 'GET', re: /^\/v1\/invoices$/, fn: ({ query }) => {
      const mine = [...invoices.values()].filter((i) => i.customer === query.customer).reverse();
      return list(mine.slice(0, Number(query.limit ?? 10)), '/v1/invoices');
    } },
    { method: 'GET', re: /^\/v1\/invoices\/([^/]+)$/, fn: (_c, [id]) => invoices.get(id as string) ?? notFound(`invoice: '${id}'`) },
    { method: 'POST', re: /^\/v1\/checkout\/sessions$/, fn: ({ form }) => {
      const id = nextId('cs_test');
      return {
        id, object: 'checkout.session', mode: form.mode, customer: form.customer, client_reference_id: form.client_reference_id ?? null,
        success_url: form.success_url, cancel_url: form.cancel_url, status: 'open', subscription: null, url: `https://checkout.stripe.com/c/pay/${id}`,
      };
    } },
  ];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://fake');
      const call: StripeCall = {
        method: req.method ?? 'GET', path: u.pathname, query: Object.fromEntries(u.searchParams),
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))), headers: req.headers,
      };
      calls.push(call);
      const route = [...overrides, ...routes].find((r) => r.method === call.method && r.re.test(call.path));
      const out = route ? route.fn(call, (route.re.exec(call.path) ?? []).slice(1).map(decodeURIComponent)) : notFound(`route: ${call.method} ${call.path}`);
      const reply: Reply = 'status' in out && 'body' in out && typeof out.status === 'number' ? (out as Reply) : { status: 200, body: out };
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    customers,
    cards,
    subscriptions,
    invoices,
    coupons,
    /** Requests matching a method and path (a string is an exact path). */
    find(method: string, path: string | RegExp): StripeCall[] {
      return calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)));
    },
    /** Requests sent after the mark (use with `mark()`). */
    since(mark: number): StripeCall[] {
      return calls.slice(mark);
    },
    mark(): number {
      return calls.length;
    },
    /** Replaces the answer of one route until the returned function is called. */
    override(method: string, re: RegExp, fn: Handler): () => void {
      const entry = { method, re, fn };
      overrides.unshift(entry);
      return () => {
        overrides.splice(overrides.indexOf(entry), 1);
      };
    },
    invoiceFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
