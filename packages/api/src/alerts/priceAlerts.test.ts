import { describe, expect, it } from 'vitest';
import { priceAlertState } from './priceAlertRule';
import { describePriceAlert, priceAlertNotification } from './priceAlertText';
import { priceAlertMessages as m, validatePriceAlert } from './validatePriceAlert';

const quote = (price: number, change_percent = 0, as_of = '2026-06-01T12:00:00.000Z') => ({ price, change_percent, as_of });

describe('validatePriceAlert', () => {
  it('accepts an alert and sends the symbol upper-cased and the threshold as a number', () => {
    expect(validatePriceAlert({ symbol: ' aapl ', condition: 'above', threshold: '230.5' })).toEqual({ ok: true, value: { symbol: 'AAPL', condition: 'above', threshold: 230.5 } });
    expect(validatePriceAlert({ symbol: 'BRK.B', condition: 'move', threshold: 5 })).toEqual({ ok: true, value: { symbol: 'BRK.B', condition: 'move', threshold: 5 } });
  });

  it('puts one message on each invalid field', () => {
    expect(validatePriceAlert({})).toEqual({ ok: false, fieldErrors: { symbol: m.symbolRequired, condition: m.conditionInvalid, threshold: m.priceRequired } });
    expect(validatePriceAlert({ symbol: '1AB$', condition: 'sideways', threshold: 'abc' })).toEqual({
      ok: false, fieldErrors: { symbol: m.symbolInvalid, condition: m.conditionInvalid, threshold: m.priceInvalid },
    });
  });

  it('reads the threshold as a price for above and below, as a percentage up to 100 for a move', () => {
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'below', threshold: 0 })).toMatchObject({ fieldErrors: { threshold: m.priceInvalid } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'below', threshold: 2e9 })).toMatchObject({ fieldErrors: { threshold: m.priceTooLarge } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: '' })).toMatchObject({ fieldErrors: { threshold: m.moveRequired } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: -3 })).toMatchObject({ fieldErrors: { threshold: m.moveInvalid } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: 150 })).toMatchObject({ fieldErrors: { threshold: m.moveTooLarge } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'above', threshold: 150 }).ok).toBe(true);
  });

  it('takes a threshold only as precise as it is stored: at least 0.0001 and at most 4 decimals (product §15.6)', () => {
    for (const condition of ['above', 'below'] as const) {
      expect(validatePriceAlert({ symbol: 'AAPL', condition, threshold: 0.00001 })).toMatchObject({ fieldErrors: { threshold: m.priceTooSmall } });
      expect(validatePriceAlert({ symbol: 'AAPL', condition, threshold: '0.00005' })).toMatchObject({ fieldErrors: { threshold: m.priceTooSmall } });
      expect(validatePriceAlert({ symbol: 'AAPL', condition, threshold: 230.12345 })).toMatchObject({ fieldErrors: { threshold: m.tooManyDecimals } });
      expect(validatePriceAlert({ symbol: 'AAPL', condition, threshold: '0.0001' })).toMatchObject({ ok: true, value: { threshold: 0.0001 } });
      expect(validatePriceAlert({ symbol: 'AAPL', condition, threshold: 999999999.9999 })).toMatchObject({ ok: true, value: { threshold: 999999999.9999 } });
    }
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: 0.00001 })).toMatchObject({ fieldErrors: { threshold: m.moveTooSmall } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: 2.55555 })).toMatchObject({ fieldErrors: { threshold: m.tooManyDecimals } });
    expect(validatePriceAlert({ symbol: 'AAPL', condition: 'move', threshold: 0.1234 })).toMatchObject({ ok: true, value: { threshold: 0.1234 } });
    expect(m.priceTooSmall).toContain('0.0001');
    expect(m.tooManyDecimals).toContain('4 decimal places');
  });
});

describe('priceAlertState', () => {
  it('above and below hold from the threshold on, with one key for every day', () => {
    expect(priceAlertState({ condition: 'above', threshold: 230 }, quote(229.99))).toEqual({ met: false, key: 'crossed' });
    expect(priceAlertState({ condition: 'above', threshold: 230 }, quote(230))).toEqual({ met: true, key: 'crossed' });
    expect(priceAlertState({ condition: 'below', threshold: 180 }, quote(180))).toEqual({ met: true, key: 'crossed' });
    expect(priceAlertState({ condition: 'below', threshold: 180 }, quote(180.01)).met).toBe(false);
    expect(priceAlertState({ condition: 'above', threshold: 230 }, quote(231, 0, '2026-06-02T12:00:00Z')).key).toBe('crossed');
  });

  it('a daily move holds for a change of at least N % either way, keyed by the quote’s day', () => {
    expect(priceAlertState({ condition: 'move', threshold: 5 }, quote(100, 5))).toEqual({ met: true, key: '2026-06-01' });
    expect(priceAlertState({ condition: 'move', threshold: 5 }, quote(100, -5.3, '2026-06-02T09:00:00Z'))).toEqual({ met: true, key: '2026-06-02' });
    expect(priceAlertState({ condition: 'move', threshold: 5 }, quote(100, 4.99)).met).toBe(false);
  });
});

describe('alert texts', () => {
  it('describe the alert and its firing with the price now', () => {
    expect(describePriceAlert({ condition: 'above', threshold: 230 })).toBe('Above $230.00');
    expect(describePriceAlert({ condition: 'below', threshold: 180.5 })).toBe('Below $180.50');
    expect(describePriceAlert({ condition: 'move', threshold: 5 })).toBe('Moves 5% in a day');
    // A price per share keeps the decimals it has.
    expect(describePriceAlert({ condition: 'below', threshold: 0.4855 })).toBe('Below $0.4855');
    expect(priceAlertNotification('PENNY', { condition: 'above', threshold: 0.485 }, quote(0.4875))).toEqual({ title: 'PENNY rose above $0.485', body: 'Now $0.4875.' });
    expect(priceAlertNotification('AAPL', { condition: 'above', threshold: 230 }, quote(231.4))).toEqual({ title: 'AAPL rose above $230.00', body: 'Now $231.40.' });
    expect(priceAlertNotification('AAPL', { condition: 'below', threshold: 180 }, quote(179.2))).toEqual({ title: 'AAPL fell below $180.00', body: 'Now $179.20.' });
    expect(priceAlertNotification('AAPL', { condition: 'move', threshold: 5 }, quote(212.1, -5.31))).toEqual({ title: 'AAPL moved -5.31% today', body: 'Now $212.10; the alert is at 5% in a day.' });
    expect(priceAlertNotification('AAPL', { condition: 'move', threshold: 5 }, quote(212.1, 6)).title).toBe('AAPL moved +6% today');
  });

  it('title the firing with the event only, never the kind the bell names beside it', () => {
    for (const alert of [{ condition: 'above', threshold: 230 }, { condition: 'below', threshold: 180 }, { condition: 'move', threshold: 5 }] as const) {
      expect(priceAlertNotification('AAPL', alert, quote(212.1, -5.31)).title).not.toMatch(/price alert/i);
    }
  });
});
