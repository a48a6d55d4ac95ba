import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';

describe('affiliate money calls', () => {
  it('send the reference server paths with set filters only, ids URL-encoded, decision bodies as given', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, {}));
    const { client } = makeClient(fetch);
    await client.affiliate.commissions();
    await client.affiliate.commissions({ status: 'approved', q: 'j***@g', from: '2026-01-01', to: '', limit: 20, cursor: 'c/2' });
    await client.affiliate.monthlyEarnings();
    await client.affiliate.monthlyEarnings(6);
    await client.affiliate.referredCustomers('a&b');
    await client.affiliate.payouts();
    await client.affiliate.requestPayout();
    await client.affiliate.admin.payouts('requested');
    await client.affiliate.admin.markPayoutPaid('p/1', { reference: 'WIRE-1' });
    await client.affiliate.admin.rejectPayout('p1', { reason: 'Bank details missing' });
    await client.affiliate.admin.commissions({ flagged: true });
    await client.affiliate.admin.approveCommission('c1');
    await client.affiliate.admin.voidCommission('c1', { reason: 'Self-referral' });
    await client.affiliate.admin.refundInvoice('in_1');
    await client.affiliate.admin.auditLog({ limit: 25, cursor: 'abc' });
    await client.affiliate.admin.auditLog();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/affiliate/commissions?limit=50',
      'GET /api/affiliate/commissions?status=approved&q=j***%40g&from=2026-01-01&limit=20&cursor=c%2F2',
      'GET /api/affiliate/earnings/monthly',
      'GET /api/affiliate/earnings/monthly?months=6',
      'GET /api/affiliate/referred-customers?q=a%26b',
      'GET /api/affiliate/payouts',
      'POST /api/affiliate/payouts',
      'GET /api/admin/payouts?status=requested',
      'POST /api/admin/payouts/p%2F1/paid',
      'POST /api/admin/payouts/p1/reject',
      'GET /api/admin/commissions?flagged=true',
      'POST /api/admin/commissions/c1/approve',
      'POST /api/admin/commissions/c1/void',
      'POST /api/admin/invoices/in_1/refund',
      'GET /api/admin/audit?limit=25&cursor=abc',
      'GET /api/admin/audit?limit=50',
    ]);
    expect(requests[8]!.body).toEqual({ reference: 'WIRE-1' });
    expect(requests[9]!.body).toEqual({ reason: 'Bank details missing' });
    expect(requests[12]!.body).toEqual({ reason: 'Self-referral' });
  });

  it('lists arrive bare or wrapped in data', async () => {
    const { fetch } = scriptedFetch(() => json(200, { data: [{ id: 'p1' }] }));
    const { client } = makeClient(fetch);
    expect(await client.affiliate.payouts()).toEqual([{ id: 'p1' }]);
    expect(await client.affiliate.referredCustomers()).toEqual([{ id: 'p1' }]);
    expect(await client.affiliate.admin.payouts()).toEqual([{ id: 'p1' }]);
  });
});
