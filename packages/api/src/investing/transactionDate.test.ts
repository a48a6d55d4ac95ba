import { describe, expect, it } from 'vitest';
import { executedAtForDate, localIsoDate } from './transactionDate';
import { validateTransaction } from './validateTransaction';


describe('executedAtForDate', () => {
  it("sends today as now, so today passes the future-date rule whatever the reader's zone", () => {
    const now = new Date('2026-06-01T20:00:00Z');
    const today = localIsoDate(now);
    const sent = executedAtForDate(today, now);
    expect(sent).toBe(now.toISOString());
    expect(validateTransaction({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 1, executed_at: sent }, { now }).ok).toBe(true);
  });

  it('sends another day as the date alone', () => {
    expect(executedAtForDate('2026-05-01', new Date('2026-06-01T12:00:00Z'))).toBe('2026-05-01');
  });

  it('reads today in local time', () => {
    const at = new Date(2026, 0, 2, 23, 30);
    expect(localIsoDate(at)).toBe('2026-01-02');
  });
});
