import { describe, expect, it } from 'vitest';
import { exchangeOfSymbol, isStalePrice, isSuspectJump, lastSessionDate, staleReasonText, toMajorUnit } from './markets';

describe('markets', () => {
  it('reads the exchange from a Yahoo-style suffix', () => {
    expect(exchangeOfSymbol('VWRL.L')?.mic).toBe('XLON');
    expect(exchangeOfSymbol('sap.de')?.mic).toBe('XETR');
    expect(exchangeOfSymbol('SHOP.TO')?.currency).toBe('CAD');
    expect(exchangeOfSymbol('AAPL')).toBeUndefined();
    expect(exchangeOfSymbol('BRK.B')).toBeUndefined();
  });

  it('writes pence as pounds', () => {
    expect(toMajorUnit(9520, 'GBp')).toEqual({ amount: 95.2, currency: 'GBP', factor: 0.01 });
    expect(toMajorUnit(12.5, 'eur')).toEqual({ amount: 12.5, currency: 'EUR', factor: 1 });
  });

  it("finds the market's last session in its own time zone", () => {
    // Monday 2026-06-01 07:30 UTC: London (08:30 BST) is open, New York (03:30) is not: its last session is Friday.
    const mondayMorning = new Date('2026-06-01T07:30:00Z');
    expect(lastSessionDate('XLON', mondayMorning)).toBe('2026-06-01');
    expect(lastSessionDate('XNYS', mondayMorning)).toBe('2026-05-29');
    expect(lastSessionDate('CRYPTO', new Date('2026-05-31T10:00:00Z'))).toBe('2026-05-31');
    expect(lastSessionDate('FX', new Date('2026-05-31T10:00:00Z'))).toBe('2026-05-29');
  });

  it("marks a price stale when it is older than its market's last session", () => {
    const now = new Date('2026-06-02T15:00:00Z'); // Tuesday, both markets open
    expect(isStalePrice('XNYS', '2026-06-02T14:00:00Z', now)).toBe(false);
    expect(isStalePrice('XNYS', '2026-06-01T20:00:00Z', now)).toBe(true);
    // Friday's close read on Saturday is the last session's: not stale.
    expect(isStalePrice('XLON', '2026-05-29T15:30:00Z', new Date('2026-05-30T12:00:00Z'))).toBe(false);
    expect(isStalePrice('CRYPTO', '2026-06-02T13:30:00Z', now)).toBe(true);
    expect(isStalePrice('CRYPTO', '2026-06-02T14:30:00Z', now)).toBe(false);
    expect(isStalePrice('XNYS', 'not a time', now)).toBe(true);
  });

  it('flags a jump beyond what the kind allows', () => {
    expect(isSuspectJump('stock', 100, 100.5)).toBe(false);
    expect(isSuspectJump('stock', 100, 1)).toBe(true);
    expect(isSuspectJump('etf', 95.2, 9520)).toBe(true);
    expect(isSuspectJump('crypto', 60_000, 40_000)).toBe(false);
    expect(isSuspectJump('stock', null, 5)).toBe(false);
  });

  it('says why a price is stale', () => {
    expect(staleReasonText('provider_failed', 'Yahoo Finance', 'rate limited')).toBe('Yahoo Finance did not answer (rate limited): this is the last price it gave');
    expect(staleReasonText('old', 'Sample data')).toMatch(/last session/);
  });
});
