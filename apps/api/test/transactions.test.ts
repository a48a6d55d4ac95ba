import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planTransactionImport, transactionsToCsvRows, readCsvRows, recognizeCsvColumns, type Transaction } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';

let t: TestApp;
let seq = 0;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

const LIMIT_BODY = { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5, plan: 'free', upgrade_plan: 'premium' };

/** A new member with a portfolio, and helpers to write its transactions. */
async function workspace() {
  const m = await t.member(`tx-${++seq}@example.com`);
  const p = await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Main' } });
  const pid = String(p.body.id);
  const add = (body: Json) => t.req<Json>('POST', '/api/transaction', { token: m.token, body: { portfolio_id: pid, type: 'buy', quantity: 1, price: 100, ...body } });
  const edit = (id: unknown, body: Json, token = m.token) => t.req<Json>('PUT', `/api/transaction/${String(id)}`, { token, body });
  const remove = (id: unknown, token = m.token) => t.req<Json>('DELETE', `/api/transaction/${String(id)}`, { token });
  const list = async () => (await t.req<Transaction[]>('GET', `/api/transaction?portfolio_id=${pid}`, { token: m.token })).body;
  const importRows = (transactions: unknown[]) => t.req<Json>('POST', '/api/transaction/import', { token: m.token, body: { portfolio_id: pid, transactions } });
  return { m, pid, add, edit, remove, list, importRows };
}

describe('field errors', () => {
  it('name the field: a sell beyond the holding on its date, a future date, an unknown symbol', async () => {
    const w = await workspace();
    expect((await w.add({ symbol: 'AAPL', quantity: 10, executed_at: '2026-02-01T15:00:00Z' })).status).toBe(201);
    expect((await w.add({ symbol: 'AAPL', type: 'sell', quantity: 2, executed_at: '2026-01-15' })).body).toEqual({ error: 'You held no AAPL on Jan 15, 2026', field: 'quantity' });
    expect((await w.add({ symbol: 'AAPL', type: 'sell', quantity: 11 })).body).toEqual({ error: 'You held 10 AAPL on Jun 01, 2026: you cannot sell more than that', field: 'quantity' });
    expect((await w.add({ symbol: 'AAPL', executed_at: '2026-06-03' })).body).toEqual({ error: 'Date cannot be in the future', field: 'executed_at' });
    expect((await w.add({ symbol: 'ZZZZ' })).body).toEqual({ error: 'ZZZZ is not a known symbol', field: 'symbol' });
    expect((await w.add({ symbol: 'AAPL', quantity: -1 })).body).toEqual({ error: 'Quantity must be greater than 0', field: 'quantity' });
    expect((await w.add({ symbol: 'AAPL', price: -1 })).body).toEqual({ error: 'Price cannot be negative', field: 'price' });
    expect(await w.list()).toHaveLength(1);
  });
});

describe('PUT /api/transaction/{id}', () => {
  it("changes the owner's transaction; a field left out keeps its value", async () => {
    const w = await workspace();
    const b = await w.add({ symbol: 'AAPL', quantity: 10, price: 150, executed_at: '2026-01-05T15:00:00Z' });
    const e = await w.edit(b.body.id, { quantity: '12.5', price: 149 });
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ id: b.body.id, symbol: 'AAPL', type: 'buy', quantity: 12.5, price: 149, executed_at: '2026-01-05T15:00:00.000Z', created_at: b.body.created_at });
    expect((await w.edit(b.body.id, { symbol: 'msft' })).body).toMatchObject({ symbol: 'MSFT', quantity: 12.5 });
  });

  it('answers 404 for another member, an unknown id or one that is not an id', async () => {
    const w = await workspace();
    const other = await t.member(`tx-other-${++seq}@example.com`);
    const b = await w.add({ symbol: 'AAPL' });
    expect(await w.edit(b.body.id, { quantity: 5 }, other.token)).toMatchObject({ status: 404, body: { error: 'Transaction not found' } });
    expect((await w.remove(b.body.id, other.token)).status).toBe(404);
    expect((await w.edit('00000000-0000-0000-0000-000000000000', { quantity: 5 })).status).toBe(404);
    expect((await w.edit('nope', { quantity: 5 })).status).toBe(404);
    expect((await w.list())[0]).toMatchObject({ quantity: 1 });
  });

  it('keeps every sell covered on its date: the edited sell, and the sells after an edited buy', async () => {
    const w = await workspace();
    const buy = await w.add({ symbol: 'AAPL', quantity: 10, executed_at: '2026-01-05T15:00:00Z' });
    const sell = await w.add({ symbol: 'AAPL', type: 'sell', quantity: 6, executed_at: '2026-02-02T15:00:00Z' });
    expect((await w.edit(sell.body.id, { quantity: 11 })).body).toEqual({ error: 'You held 10 AAPL on Feb 02, 2026: you cannot sell more than that', field: 'quantity' });
    expect((await w.edit(buy.body.id, { quantity: 4 })).body).toEqual({ error: 'The sale of 6 AAPL on Feb 02, 2026 would sell more than the 4 held then', field: 'quantity' });
    expect((await w.edit(buy.body.id, { executed_at: '2026-03-01T00:00:00Z' })).body).toMatchObject({ field: 'executed_at' });
    expect((await w.edit(buy.body.id, { symbol: 'MSFT' })).body).toMatchObject({ field: 'symbol' });
    expect((await w.edit(buy.body.id, { type: 'sell' })).status).toBe(400);
    expect((await w.edit(sell.body.id, { executed_at: '2027-01-01' })).body).toEqual({ error: 'Date cannot be in the future', field: 'executed_at' });
    expect((await w.edit(sell.body.id, { portfolio_id: '00000000-0000-0000-0000-000000000000' })).body).toMatchObject({ field: 'portfolio_id' });
    expect((await w.edit(buy.body.id, { quantity: 6 })).status).toBe(200);
    expect((await w.list()).map((x) => x.quantity).sort()).toEqual([6, 6]);
  });
});

describe('DELETE /api/transaction/{id}', () => {
  it('deletes, unless a later sell would be left short (409, nothing deleted)', async () => {
    const w = await workspace();
    const buy = await w.add({ symbol: 'AAPL', quantity: 10, executed_at: '2026-01-05T15:00:00Z' });
    const sell = await w.add({ symbol: 'AAPL', type: 'sell', quantity: 6, executed_at: '2026-02-02T15:00:00Z' });
    expect(await w.remove(buy.body.id)).toMatchObject({ status: 409, body: { error: 'The sale of 6 AAPL on Feb 02, 2026 would sell more than the 0 held then: delete or change that sale first' } });
    expect(await w.list()).toHaveLength(2);
    expect(await w.remove(sell.body.id)).toMatchObject({ status: 200, body: { deleted: true, id: sell.body.id } });
    expect((await w.remove(buy.body.id)).status).toBe(200);
    expect(await w.list()).toEqual([]);
    expect((await w.remove(buy.body.id)).status).toBe(404);
  });
});

describe('the plan limit', () => {
  it('refuses a 6th holding on Free with the limit, the plan and the plan to upgrade to, whichever write opens it; lifted after subscribing', async () => {
    const w = await workspace();
    for (const s of ['AAPL', 'MSFT', 'NVDA', 'KO', 'V']) expect((await w.add({ symbol: s, executed_at: '2026-01-05T15:00:00Z' })).status).toBe(201);
    const closed = await w.add({ symbol: 'TSLA' }).then((r) => r.body);
    expect(closed).toEqual(LIMIT_BODY);
    expect((await t.req('GET', '/api/transaction', { token: w.m.token })).body).toHaveLength(5);

    // Editing a holding into a new symbol, importing one, and deleting the sale of a closed one all open a 6th.
    const aapl = (await w.list()).find((x) => x.symbol === 'AAPL')!;
    expect((await w.edit(aapl.id, { symbol: 'TSLA' })).status).toBe(200); // a swap: AAPL closes as TSLA opens
    expect((await w.edit(aapl.id, { symbol: 'AAPL' })).status).toBe(200);
    const second = await w.add({ symbol: 'AAPL' });
    expect((await w.edit(second.body.id, { symbol: 'TSLA' })).body).toEqual(LIMIT_BODY);
    expect((await w.importRows([{ symbol: 'TSLA', type: 'buy', quantity: 1, price: 1, executed_at: '2026-03-01' }])).body).toEqual(LIMIT_BODY);
    expect((await w.add({ symbol: 'KO', type: 'sell', quantity: 1 })).status).toBe(201);
    const koSell = (await w.list()).find((x) => x.symbol === 'KO' && x.type === 'sell')!;
    expect((await w.add({ symbol: 'TSLA' })).status).toBe(201);
    expect((await w.remove(koSell.id)).body).toEqual(LIMIT_BODY);
    // Adding to a holding, selling and editing within the limit still work at the limit.
    expect((await w.add({ symbol: 'MSFT', quantity: 2 })).status).toBe(201);
    expect((await w.edit(aapl.id, { quantity: 3 })).status).toBe(200);

    const sub = await t.req('POST', '/api/subscription/create-subscription', { token: w.m.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: null } });
    expect(sub.status).toBe(201);
    expect((await w.add({ symbol: 'AMZN' })).status).toBe(201);
    expect((await w.remove(koSell.id)).status).toBe(200);
    expect((await t.req<Json>('GET', '/api/subscription/usage', { token: w.m.token })).body).toMatchObject({ plan_id: 'premium', holdings_used: 7, holdings_limit: null });
  });
});

describe('POST /api/transaction/import', () => {
  const row = (symbol: string, type: string, quantity: number, executed_at: string, price = 100) => ({ symbol, type, quantity, price, executed_at });

  it('writes every row in any order, skips and counts duplicates of recorded transactions and of earlier rows', async () => {
    const w = await workspace();
    await w.add({ symbol: 'AAPL', quantity: 10, executed_at: '2026-01-05T15:00:00Z' });
    const r = await w.importRows([
      row('MSFT', 'sell', 2, '2026-03-01'),
      row('MSFT', 'buy', 5, '2026-02-01'),
      row('AAPL', 'buy', 10, '2026-01-05'),
      row('MSFT', 'buy', 5, '2026-02-01T18:00:00Z'),
    ]);
    expect(r).toMatchObject({ status: 201, body: { imported: 2, duplicates: 2 } });
    expect((await w.list()).map((x) => `${x.type} ${x.quantity} ${x.symbol}`)).toEqual(['sell 2 MSFT', 'buy 5 MSFT', 'buy 10 AAPL']);
    const again = await w.importRows([row('MSFT', 'sell', 2, '2026-03-01'), row('MSFT', 'buy', 5, '2026-02-01')]);
    expect(again).toMatchObject({ status: 200, body: { imported: 0, duplicates: 2 } });
  });

  it('writes nothing when a row is bad, and lists each bad row with its field', async () => {
    const w = await workspace();
    const r = await w.importRows([
      row('AAPL', 'buy', 10, '2026-01-05'),
      row('ZZZZ', 'buy', 1, '2026-01-05'),
      row('AAPL', 'sell', 11, '2026-02-01'),
      row('AAPL', 'buy', 0, '2027-01-01'),
      'not a row',
    ]);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: '4 of 5 rows cannot be imported; nothing was imported',
      rows: [
        { index: 1, field: 'symbol', error: 'ZZZZ is not a known symbol' },
        { index: 2, field: 'quantity', error: 'You held 10 AAPL on Feb 01, 2026: you cannot sell more than that' },
        { index: 3, field: 'quantity', error: 'Quantity must be greater than 0' },
        { index: 3, field: 'executed_at', error: 'Date cannot be in the future' },
        { index: 4, field: null, error: 'Each row must be an object with symbol, type, quantity, price and executed_at' },
      ],
    });
    expect(await w.list()).toEqual([]);
  });

  it('gives the same answer as the preview in the browser (one rule)', async () => {
    const w = await workspace();
    await w.add({ symbol: 'AAPL', quantity: 10, executed_at: '2026-01-05T15:00:00Z' });
    const existing = await w.list();
    // Date, Symbol, Type, Quantity, Price: the recorded buy, the same buy dated by day, two sells.
    const csv = [...transactionsToCsvRows(existing), ['2026-01-05', 'AAPL', 'Buy', '10', '100'], ['2026-02-02', 'AAPL', 'Sell', '4', '120'], ['2026-02-03', 'AAPL', 'Sell', '7', '120']];
    const preview = planTransactionImport(readCsvRows(csv.slice(1), recognizeCsvColumns(csv[0]!)), { now: t.clock.now(), existing });
    const server = await w.importRows(csv.slice(1).map(([executed_at, symbol, type, quantity, price]) => ({ executed_at, type: type!.toLowerCase(), symbol, quantity: Number(quantity), price: Number(price) })));
    expect(server.body.rows).toEqual(preview.errors);
    expect(preview.errors).toEqual([{ index: 3, field: 'quantity', error: 'You held 6 AAPL on Feb 03, 2026: you cannot sell more than that' }]);
    const fixed = preview.rows.filter((x) => x.status !== 'error').map((x) => x.input);
    expect((await w.importRows(fixed)).body).toEqual({ imported: 1, duplicates: preview.duplicateCount });
  });

  it('refuses more than 5,000 rows (413), a body that is not a list or empty (400)', async () => {
    const w = await workspace();
    const many = Array.from({ length: 5001 }, (_, i) => row('AAPL', 'buy', 1, `2026-01-0${(i % 9) + 1}`, i + 1));
    expect(await w.importRows(many)).toMatchObject({ status: 413, body: { error: 'At most 5000 rows can be imported at once; this request has 5001. Split the file.', limit: 5000 } });
    expect((await t.req<Json>('POST', '/api/transaction/import', { token: w.m.token, body: { portfolio_id: w.pid, transactions: 'x' } })).body).toMatchObject({ field: 'transactions' });
    expect((await w.importRows([])).status).toBe(400);
    expect(await w.list()).toEqual([]);
  });

  it('takes 5,000 rows in one call', async () => {
    const w = await workspace();
    const rows = Array.from({ length: 5000 }, (_, i) => row(['AAPL', 'MSFT', 'KO'][i % 3]!, 'buy', 1, `2025-${String((i % 12) + 1).padStart(2, '0')}-01`, i + 1));
    expect((await w.importRows(rows)).body).toEqual({ imported: 5000, duplicates: 0 });
  });
});
