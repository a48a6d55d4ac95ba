import { describe, expect, it } from 'vitest';
import { normalizeError } from './normalizeError';
import { fieldErrorsFromError } from './fieldErrorsFromError';

const refused = (status: number, body: unknown) => normalizeError({ kind: 'http', status, body: JSON.stringify(body) });

describe('ApiError field and serverCode', () => {
  it('come from the body; the message keeps the product §8 order and code stays the status code', () => {
    const e = refused(400, { error: 'You held no AAPL on Feb 02, 2026', field: 'quantity' });
    expect(e).toMatchObject({ code: 'bad_request', field: 'quantity', serverCode: undefined, message: 'You held no AAPL on Feb 02, 2026' });
    const limit = refused(403, { error: 'Your Free plan allows up to 5 holdings. Upgrade to add more.', code: 'plan_limit', limit: 5 });
    expect(limit).toMatchObject({ code: 'forbidden', serverCode: 'plan_limit', field: undefined, message: 'Your Free plan allows up to 5 holdings. Upgrade to add more.' });
    expect(refused(400, { detail: 'Detail wins', error: 'not this', field: 'price' })).toMatchObject({ message: 'Detail wins', field: 'price' });
  });

  it('are undefined when the body has none, or not as text', () => {
    expect(refused(400, { error: 'x', field: 3, code: '' })).toMatchObject({ field: undefined, serverCode: undefined });
    expect(normalizeError({ kind: 'http', status: 502, body: '<html>' })).toMatchObject({ field: undefined, serverCode: undefined });
    expect(normalizeError(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'network', field: undefined });
  });
});

describe('fieldErrorsFromError', () => {
  const fields = ['symbol', 'quantity', 'price', 'executed_at'] as const;

  it("places the server's message on the field it names", () => {
    expect(fieldErrorsFromError(refused(400, { error: 'Date cannot be in the future', field: 'executed_at' }), fields)).toEqual({ executed_at: 'Date cannot be in the future' });
  });

  it('gives no field error for a field the form does not have, no field, or a failure that is not a response', () => {
    expect(fieldErrorsFromError(refused(400, { error: 'x', field: 'portfolio_id' }), fields)).toEqual({});
    expect(fieldErrorsFromError(refused(400, { error: 'x' }), fields)).toEqual({});
    expect(fieldErrorsFromError(new Error('quantity'), fields)).toEqual({});
    expect(fieldErrorsFromError(normalizeError(Object.assign(new Error('x'), { field: 'quantity' })), fields)).toEqual({});
  });
});
