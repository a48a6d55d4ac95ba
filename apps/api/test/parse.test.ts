import { validateApiTokenName, validatePriceAlert } from '@pt/api/rules';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http';
import { field, invalid, oneOf, parse, reqNumber, reqString, type Schema } from '../src/lib/validate';

/** What the client gets from a refused body: the status, the message and the field it is about. */
function refusal(run: () => unknown): { status: number; error: string; field: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, error: error.message, field: error.details.field };
    throw error;
  }
  throw new Error('parse accepted the body');
}

describe('parse (product §16.3)', () => {
  it('gives a validator’s checked value', () => {
    expect(parse(validatePriceAlert, { symbol: ' aapl ', condition: 'above', threshold: '230' })).toEqual({ symbol: 'AAPL', condition: 'above', threshold: 230 });
  });

  it('answers a validator’s first field error with a 400 at that field', () => {
    expect(refusal(() => parse(validatePriceAlert, { symbol: 'not a symbol', condition: 'above', threshold: '1' })))
      .toEqual({ status: 400, error: 'Enter a ticker symbol such as AAPL', field: 'symbol' });
    expect(refusal(() => parse(validateApiTokenName, { name: '' }))).toMatchObject({ status: 400, field: 'name' });
  });

  it('answers a validator’s message for the whole form with a 400 without a field', () => {
    const whole = () => ({ ok: false as const, fieldErrors: {}, message: 'The link has expired' });
    expect(refusal(() => parse(whole, {}))).toEqual({ status: 400, error: 'The link has expired', field: undefined });
  });

  const signUp: Schema<{ email: string; password: string }> = { email: field.email(), password: field.newPassword() };

  it('reads a schema field by field: trimmed, lower-cased address; the password as typed', () => {
    expect(parse(signUp, { email: ' Ann@Example.COM ', password: ' eight ch ' })).toEqual({ email: 'ann@example.com', password: ' eight ch ' });
  });

  it('stops at the first field a schema refuses, with the rules’ texts', () => {
    expect(refusal(() => parse(signUp, { password: 'short' }))).toEqual({ status: 400, error: 'Email is required', field: 'email' });
    expect(refusal(() => parse(signUp, { email: 'ann@example', password: 'short' }))).toEqual({ status: 400, error: 'Please enter a valid email address', field: 'email' });
    expect(refusal(() => parse(signUp, { email: 'ann@example.com', password: 'seven77' })))
      .toEqual({ status: 400, error: 'Password must be at least 8 characters long', field: 'password' });
    expect(refusal(() => parse(signUp, { email: 'ann@example.com', password: 'x'.repeat(201) })))
      .toEqual({ status: 400, error: 'Password must be at most 200 characters long', field: 'password' });
  });

  it('takes a reader of a route’s own, refusing with invalid()', () => {
    const even: Schema<{ n: number }> = { n: (v) => (typeof v === 'number' && v % 2 === 0 ? v : invalid('n must be even')) };
    expect(parse(even, { n: 4 })).toEqual({ n: 4 });
    expect(refusal(() => parse(even, { n: 3 }))).toEqual({ status: 400, error: 'n must be even', field: 'n' });
  });

  it('is what the one-field readers go through: their refusals name the field too', () => {
    expect(refusal(() => reqString({}, 'name', { label: 'Name' }))).toEqual({ status: 400, error: 'Name is required', field: 'name' });
    expect(refusal(() => reqNumber({ limit: '2.5' }, 'limit', { integer: true }))).toEqual({ status: 400, error: 'limit must be a whole number', field: 'limit' });
    expect(refusal(() => oneOf({ cycle: 'weekly' }, 'cycle', ['monthly', 'yearly'] as const)))
      .toEqual({ status: 400, error: 'cycle must be one of: monthly, yearly', field: 'cycle' });
    expect(reqString({ name: '  Ann ' }, 'name')).toBe('Ann');
  });
});
