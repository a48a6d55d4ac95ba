import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { toResult } from './toResult';
import { json, makeClient, scriptedFetch, seedSession, text, USER } from '../../test/fakeFetch';

describe('request basics', () => {
  it('sends JSON with Content-Type and the Bearer token to the base URL', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { id: 'p1' }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.portfolio.create({ name: 'Main' });
    expect(requests[0]).toMatchObject({
      url: 'http://api.test/api/portfolio/',
      method: 'POST',
      body: { name: 'Main' },
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok1' },
    });
  });

  it.each(['', 'undefined', 'null'])('treats a stored token %j as absent (no Authorization header)', async (token) => {
    const { fetch, requests } = scriptedFetch(() => json(200, []));
    const { client, local } = makeClient(fetch);
    local.setItem('auth_token', token);
    await client.portfolio.list();
    expect(requests[0]!.headers.Authorization).toBeUndefined();
  });

  it('falls back to http://localhost:5000 for an invalid base URL', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { status: 'ok' }));
    const { client } = makeClient(fetch, { baseUrl: 'ftp://x' });
    await client.health.get();
    expect(client.baseUrl).toBe('http://localhost:5000');
    expect(requests[0]!.url).toBe('http://localhost:5000/health');
  });

  it('encodes path and query parts', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, []));
    const { client } = makeClient(fetch);
    await client.stock.search('a b&c');
    await client.stock.get('BRK/B').catch(() => undefined);
    expect(requests.map((r) => r.path)).toEqual(['/api/stock/search?q=a%20b%26c', '/api/stock/BRK%2FB']);
  });

  it('uses a default timeout of 15000 ms', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = scriptedFetch(() => 'hang');
      const { client } = makeClient(fetch, { timeoutMs: undefined });
      const p = client.health.get().catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(14999);
      let settled = false;
      void p.then(() => { settled = true; });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const e = (await p) as ApiError;
      expect(e.kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a per-call timeoutMs overrides the client default', async () => {
    const { fetch } = scriptedFetch(() => 'hang');
    const { client } = makeClient(fetch, { timeoutMs: 10_000 });
    await expect(client.health.get({ timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});

describe('single-flight refresh', () => {
  it('50 concurrent calls answered 401 lead to exactly one refresh call, and all retry with the new token', async () => {
    let refreshCalls = 0;
    const { fetch, requests } = scriptedFetch(async (req) => {
      if (req.path === '/api/auth/refresh') {
        refreshCalls++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { token: 'tok2', refresh_token: 'ref2' });
      }
      return req.headers.Authorization === 'Bearer tok2' ? json(200, [{ id: 'p' }]) : json(401, { error: 'expired' });
    });
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const results = await Promise.all(Array.from({ length: 50 }, () => client.portfolio.list()));
    expect(refreshCalls).toBe(1);
    expect(results.every((r) => r.length === 1)).toBe(true);
    expect(requests.filter((r) => r.headers.Authorization === 'Bearer tok2')).toHaveLength(50);
    expect(local.getItem('auth_token')).toBe('tok2');
    expect(local.getItem('refresh_token')).toBe('ref2');
  });

  it('50 concurrent 401s with a failing refresh: one refresh, all reject, signed out', async () => {
    let refreshCalls = 0;
    const { fetch } = scriptedFetch((req) => {
      if (req.path === '/api/auth/refresh') { refreshCalls++; return json(401, { error: 'revoked' }); }
      return json(401, { error: 'expired' });
    });
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => client.portfolio.list()));
    expect(refreshCalls).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.code === 'unauthorized')).toBe(true);
    expect(client.session.getSnapshot()).toEqual({ status: 'signedOut' });
  });

  it('uses a fresh token written by another tab instead of refreshing', async () => {
    const { fetch, requests } = scriptedFetch((req) => {
      if (req.headers.Authorization === 'Bearer tok1') {
        local.setItem('auth_token', 'tab2-token'); // the other tab refreshed meanwhile
        return json(401, { error: 'expired' });
      }
      return json(200, []);
    });
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.portfolio.list();
    expect(requests.map((r) => r.path)).toEqual(['/api/portfolio/', '/api/portfolio/']);
    expect(requests[1]!.headers.Authorization).toBe('Bearer tab2-token');
  });

  it('retries once only: a second 401 after refresh rejects', async () => {
    const { fetch, requests } = scriptedFetch((req) =>
      req.path === '/api/auth/refresh' ? json(200, { token: 'tok2' }) : json(401, { error: 'still no' }),
    );
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await expect(client.portfolio.list()).rejects.toMatchObject({ code: 'unauthorized', message: 'still no' });
    expect(requests).toHaveLength(3);
  });

  it('does not refresh a 401 when no token was sent', async () => {
    const { fetch, requests } = scriptedFetch(() => json(401, { error: 'Sign in first' }));
    const { client } = makeClient(fetch);
    await expect(client.portfolio.list()).rejects.toMatchObject({ message: 'Sign in first' });
    expect(requests).toHaveLength(1);
  });

  it("refresh without a stored refresh token rejects with 'No refresh token available' and signs out on the automatic path", async () => {
    const { fetch, requests } = scriptedFetch(() => json(401, { error: 'expired' }));
    const { client, local } = makeClient(fetch);
    local.setItem('auth_token', 'tok1');
    local.setItem('user_data', JSON.stringify(USER));
    await expect(client.auth.refresh()).rejects.toMatchObject({ message: 'No refresh token available', code: 'no_refresh_token' });
    expect(requests).toHaveLength(0);
    await expect(client.portfolio.list()).rejects.toMatchObject({ code: 'unauthorized' });
    expect(client.session.getToken()).toBeNull();
  });
});

describe('auth calls', () => {
  it('signIn stores token, refresh token and user_data and announces authStateChanged', async () => {
    const { fetch } = scriptedFetch(() => json(200, { token: 't', refresh_token: 'r', user: { ...USER, role: 'admin' } }));
    const { client, local, events } = makeClient(fetch);
    const seen = vi.fn();
    events.on('authStateChanged', seen);
    await client.auth.signIn({ email: 'a@b.co', password: 'x' });
    expect(local.getItem('auth_token')).toBe('t');
    expect(local.getItem('refresh_token')).toBe('r');
    expect(JSON.parse(local.getItem('user_data')!)).toMatchObject({ email: USER.email });
    expect(seen).toHaveBeenCalled();
    expect(client.session.getSnapshot()).toMatchObject({ status: 'signedIn', isAdmin: true });
  });

  it("signIn answered without a token rejects with 'An unexpected error occurred'", async () => {
    const { fetch } = scriptedFetch(() => json(200, { user: USER }));
    const { client } = makeClient(fetch);
    await expect(client.auth.signIn({ email: 'a', password: 'b' })).rejects.toMatchObject({ message: 'An unexpected error occurred' });
    expect(client.session.getSnapshot().status).toBe('signedOut');
  });

  it('signOut clears everything and announces the event even when the call fails', async () => {
    const { fetch } = scriptedFetch(() => new TypeError('offline'));
    const { client, local, events } = makeClient(fetch);
    seedSession(local);
    const seen = vi.fn();
    events.on('authStateChanged', seen);
    await expect(client.auth.signOut()).rejects.toBeInstanceOf(ApiError);
    expect([local.getItem('auth_token'), local.getItem('refresh_token'), local.getItem('user_data')]).toEqual([null, null, null]);
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('verifyEmail tolerates a 404 (null) and stores the tokens of a success', async () => {
    const { fetch } = scriptedFetch((_r, i) => (i === 0 ? json(404, { error: 'gone' }) : json(200, { token: 'vt', refresh_token: 'vr' })));
    const { client, local } = makeClient(fetch);
    await expect(client.auth.verifyEmail({ token: 'x' })).resolves.toBeNull();
    await client.auth.verifyEmail({ token: 'x' });
    expect(local.getItem('auth_token')).toBe('vt');
  });

  it('refresh stores the new token', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { token: 'n1', refresh_token: 'n2' }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.auth.refresh();
    expect(requests[0]!.body).toEqual({ refresh_token: 'ref1' });
    expect([local.getItem('auth_token'), local.getItem('refresh_token')]).toEqual(['n1', 'n2']);
  });
});

describe('response shapes', () => {
  it('unwraps coupons sent as data.data, as data or bare', async () => {
    const coupons = [{ id: 'c1' }];
    for (const body of [{ data: { data: coupons } }, { data: coupons }, coupons]) {
      const { client } = makeClient(scriptedFetch(() => json(200, body)).fetch);
      await expect(client.affiliate.listCoupons()).resolves.toEqual(coupons);
    }
  });

  it('subscription.create throws a response error field as an ApiError', async () => {
    const { client } = makeClient(scriptedFetch(() => json(200, { error: 'Card declined' })).fetch);
    const { data, error } = await toResult(client.subscription.create({ plan_id: 'p', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm' }));
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe('Card declined');
    expect(error?.source).toBe('server');
  });

  it('payment intent currency defaults to usd; invoices default to limit 10; idempotency key header', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, []));
    const { client } = makeClient(fetch);
    await client.payments.createPaymentIntent({ amount: 500 }, { idempotencyKey: 'k1' });
    await client.payments.listInvoices();
    expect(requests[0]).toMatchObject({ path: '/api/stripe/payment-intent', body: { amount: 500, currency: 'usd' }, headers: { 'Idempotency-Key': 'k1' } });
    expect(requests[1]!.path).toBe('/api/stripe/invoices?limit=10');
  });

  it('getApplication: none is null (404, null body, { application: null })', async () => {
    for (const reply of [json(404, { error: 'none' }), text(204, ''), json(200, { application: null })]) {
      const { client } = makeClient(scriptedFetch(() => reply).fetch);
      await expect(client.affiliate.getApplication()).resolves.toBeNull();
    }
  });

  it('toResult gives { data, error: null } on success', async () => {
    const { client } = makeClient(scriptedFetch(() => json(200, { status: 'ok' })).fetch);
    await expect(toResult(client.health.get())).resolves.toEqual({ data: { status: 'ok' }, error: null });
  });
});

describe('file downloads', () => {
  it('an invoice PDF comes through the call layer: Bearer token, bytes as a Blob, its file name', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { fetch, requests } = scriptedFetch(() => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const file = await client.payments.downloadInvoice('in_1234567890AB');
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/stripe/invoices/in_1234567890AB/pdf', headers: { Authorization: 'Bearer tok1' } });
    expect(file.fileName).toBe('invoice-567890AB.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);
  });

  it('refreshes an expired token once and retries; a failure is an ApiError with the server message', async () => {
    const { fetch, requests } = scriptedFetch((req, i) => {
      if (req.path === '/api/auth/refresh') return json(200, { token: 'tok2', refresh_token: 'ref2' });
      if (i === 0) return json(401, { detail: 'Token expired' });
      return json(404, { detail: 'Invoice not found' });
    });
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const error = await client.payments.downloadInvoice('in_9').catch((e: unknown) => e);
    expect(requests.map((r) => r.path)).toEqual(['/api/stripe/invoices/in_9/pdf', '/api/auth/refresh', '/api/stripe/invoices/in_9/pdf']);
    expect(requests[2]!.headers.Authorization).toBe('Bearer tok2');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Invoice not found' });
  });
});

describe('prefetched reads (product §10.28)', () => {
  const portfolios = [{ id: 'p1', name: 'Main' }];

  it('a prefetched read is answered once: the next identical read takes its answer without asking again', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, portfolios));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await expect(client.portfolio.list({ prefetch: true })).resolves.toEqual(portfolios);
    await expect(client.portfolio.list()).resolves.toEqual(portfolios);
    expect(requests).toHaveLength(1);
    // Taken once: a later read asks the server.
    await client.portfolio.list();
    expect(requests).toHaveLength(2);
  });

  it('a read made while the prefetch is still on its way waits for that answer', async () => {
    let release!: () => void;
    const { fetch, requests } = scriptedFetch(() => new Promise((resolve) => { release = () => resolve(json(200, portfolios)); }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const early = client.portfolio.list({ prefetch: true });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const page = client.portfolio.list();
    release();
    await expect(early).resolves.toEqual(portfolios);
    await expect(page).resolves.toEqual(portfolios);
    expect(requests).toHaveLength(1);
  });

  it('another session, another path or a write never takes a prefetched answer', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, portfolios));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.portfolio.list({ prefetch: true });
    await client.portfolio.overview('p1').catch(() => undefined);
    await client.portfolio.create({ name: 'Second' });
    seedSession(local, 'tok2');
    await client.portfolio.list();
    expect(requests.map((r) => `${r.method} ${r.path} ${r.headers.Authorization}`)).toEqual([
      'GET /api/portfolio/ Bearer tok1',
      'GET /api/portfolio/p1/overview Bearer tok1',
      'POST /api/portfolio/ Bearer tok1',
      'GET /api/portfolio/ Bearer tok2',
    ]);
  });

  it('an answer nobody asked for within 10 s is dropped', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, requests } = scriptedFetch(() => json(200, portfolios));
      const { client, local } = makeClient(fetch);
      seedSession(local);
      await client.portfolio.list({ prefetch: true });
      await vi.advanceTimersByTimeAsync(10_000);
      await client.portfolio.list();
      expect(requests).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a prefetch that got no answer is asked again by the read that wanted it', async () => {
    const { fetch, requests } = scriptedFetch((_req, index) => (index === 0 ? new TypeError('Failed to fetch') : json(200, portfolios)));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await expect(client.portfolio.list({ prefetch: true })).rejects.toMatchObject({ kind: 'network' });
    await expect(client.portfolio.list()).resolves.toEqual(portfolios);
    expect(requests).toHaveLength(2);
  });

  it("a prefetch made with an expired session refreshes it once, and the page's read is answered", async () => {
    const { fetch, requests } = scriptedFetch((req) => {
      if (req.path === '/api/auth/refresh') return json(200, { token: 'tok2', refresh_token: 'ref2' });
      return req.headers.Authorization === 'Bearer tok2' ? json(200, portfolios) : json(401, { error: 'expired' });
    });
    const { client, local } = makeClient(fetch);
    seedSession(local);
    const early = client.portfolio.list({ prefetch: true });
    const page = client.portfolio.list();
    await expect(early).resolves.toEqual(portfolios);
    await expect(page).resolves.toEqual(portfolios);
    expect(requests.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
    expect(client.session.getSnapshot()).toMatchObject({ status: 'signedIn' });
    expect(local.getItem('auth_token')).toBe('tok2');
  });
});
