import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { priceAlertMessages, type PriceAlert } from '@pt/api';
import { useAlerts } from './useAlerts';
import { createTestEnv, renderWithApi, type Reply } from '../../test/testClient';

const alert = (id: string, threshold: number): PriceAlert => ({
  id, symbol: 'AAPL', condition: 'above', threshold, armed: true, last_fired_at: null, last_fired_price: null, created_at: '2026-06-01T12:00:00Z',
});

describe('useAlerts', () => {
  it('lists alerts with their description, and checks the form before sending', async () => {
    let list = [alert('a1', 230)];
    const env = createTestEnv({
      'GET /api/alerts/': () => ({ body: list }),
      'POST /api/alerts/': (req) => { list = [...list, { ...alert('a2', 250), ...(req.body as object) }]; return { status: 201, body: list[1] }; },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAlerts(), env);
    await waitFor(() => expect(result.current.alerts).toHaveLength(1));
    expect(result.current.alerts[0]?.description).toBe('Above $230.00');

    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ symbol: priceAlertMessages.symbolRequired, threshold: priceAlertMessages.priceRequired });
    expect(env.api.count('POST', '/api/alerts/')).toBe(0);

    act(() => { result.current.form.setField('symbol', 'aapl'); result.current.form.setField('threshold', '250'); });
    await act(async () => { await result.current.submit(); });
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ symbol: 'AAPL', condition: 'above', threshold: 250 });
    await waitFor(() => expect(result.current.alerts).toHaveLength(2));
    expect(result.current.successMessage).toBe(priceAlertMessages.created);
    expect(result.current.form.values).toEqual({ symbol: '', condition: 'above', threshold: '' });
  });

  it('puts the server’s field error on its field and the plan’s refusal in featureLock', async () => {
    let reply: Reply = { status: 400, body: { error: priceAlertMessages.symbolUnknown, field: 'symbol' } };
    const env = createTestEnv({ 'GET /api/alerts/': { body: [] }, 'POST /api/alerts/': () => reply });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAlerts({ symbol: 'ZZZZ', threshold: '5', condition: 'move' }), env);
    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ symbol: priceAlertMessages.symbolUnknown });
    expect(result.current.errorMessage).toBeNull();
    reply = { status: 403, body: { error: 'Custom alerts is part of the Pro plan. Upgrade to use it.', code: 'feature_locked', feature: 'custom_alerts', upgrade_plan: 'pro' } };
    act(() => result.current.form.setField('symbol', 'AAPL'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.featureLock).toMatchObject({ upgradePlan: 'pro', upgradePath: '/payment-demo?plan=pro#plan-pro' });
    expect(result.current.errorMessage).toBeNull();
  });

  it('removes an alert at once and brings it back when the server refuses', async () => {
    let release: (r: Reply) => void = () => undefined;
    let reads = 0;
    const env = createTestEnv({
      'GET /api/alerts/': () => (reads++ ? new Promise<Reply>(() => undefined) : { body: [alert('a1', 230), alert('a2', 240)] }),
      'DELETE /api/alerts/a1': () => new Promise<Reply>((r) => { release = r; }),
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAlerts(), env);
    await waitFor(() => expect(result.current.alerts).toHaveLength(2));
    act(() => result.current.remove.mutate('a1'));
    await waitFor(() => expect(result.current.alerts.map((a) => a.id)).toEqual(['a2']));
    expect(result.current.removingId).toBe('a1');
    await act(async () => { release({ status: 500, body: { error: 'down' } }); });
    await waitFor(() => expect(result.current.remove.status).toBe('error'));
    expect(result.current.alerts.map((a) => a.id)).toEqual(['a1', 'a2']);
  });
});
