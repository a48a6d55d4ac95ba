import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { moneyWeightedReturn, seriesCashFlows, type CashFlow } from './moneyWeightedReturn';
import { addDays } from './isoDate';
import { valueSeries } from './valueSeries';
import { closesArb, DAYS, dateAfter, near, transactionsArb } from '../../test/portfolioArbitraries';

const dayCount = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
/** Flows grown at rate r to the end, minus the end value: 0 at the money-weighted return. */
const gap = (flows: CashFlow[], end: { date: string; value: number }, r: number) =>
  flows.reduce((s, f) => s + f.amount * (1 + r) ** (dayCount(f.date, end.date) / 365), 0) - end.value;

describe('moneyWeightedReturn', () => {
  it('matches the XIRR of the spreadsheet textbook example', () => {
    // 10,000 invested, four withdrawals: XIRR 37.3362535 %.
    const flows = [
      { date: '2008-01-01', amount: 10_000 },
      { date: '2008-03-01', amount: -2750 },
      { date: '2008-10-30', amount: -4250 },
      { date: '2009-02-15', amount: -3250 },
    ];
    expect(moneyWeightedReturn(flows, { date: '2009-04-01', value: 2750 })).toBeCloseTo(0.373362535, 8);
  });

  it('adds up flows of the same day, and ignores zero ones', () => {
    const one = moneyWeightedReturn([{ date: '2025-01-01', amount: 100 }], { date: '2026-01-01', value: 110 });
    const many = moneyWeightedReturn([{ date: '2025-01-01', amount: 60 }, { date: '2025-01-01', amount: 40 }, { date: '2025-06-01', amount: 0 }], { date: '2026-01-01', value: 110 });
    expect(one).toBeCloseTo(0.1, 12);
    expect(many).toBe(one);
  });

  it('is null without a root, without flows, or with no time before the end', () => {
    expect(moneyWeightedReturn([{ date: '2025-01-01', amount: -100 }], { date: '2026-01-01', value: 50 })).toBeNull();
    expect(moneyWeightedReturn([], { date: '2026-01-01', value: 50 })).toBeNull();
    expect(moneyWeightedReturn([{ date: '2026-01-01', amount: 100 }], { date: '2026-01-01', value: 120 })).toBeNull();
    expect(moneyWeightedReturn([{ date: 'soon', amount: 100 }], { date: '2026-01-01', value: 120 })).toBeNull();
  });

  it('finds large annual rates of short periods and a total loss', () => {
    expect(near(moneyWeightedReturn([{ date: '2026-01-01', amount: 100 }], { date: '2026-01-08', value: 150 })!, 1.5 ** (365 / 7) - 1, 1e-9)).toBe(true);
    expect(moneyWeightedReturn([{ date: '2025-01-01', amount: 100 }], { date: '2026-01-01', value: 0.0001 })).toBeCloseTo(-0.999999, 9);
  });

  describe('properties', () => {
    it('a single deposit growing at r a year returns r', () => {
      fc.assert(fc.property(fc.double({ min: -0.95, max: 3, noNaN: true }), fc.integer({ min: 30, max: 3650 }), fc.integer({ min: 1, max: 1_000_000 }), (r, days, amount) => {
        const start = '2016-03-01';
        const value = amount * (1 + r) ** (days / 365);
        const found = moneyWeightedReturn([{ date: start, amount }], { date: addDays(start, days), value });
        return found !== null && Math.abs(found - r) <= 1e-9 * Math.max(1, Math.abs(r));
      }), { numRuns: 1000 });
    });

    it('its rate makes the grown flows equal the end value, whenever it finds one', () => {
      const flowArb = fc.record({ date: fc.integer({ min: 0, max: 1000 }).map((d) => addDays('2023-01-01', d)), amount: fc.integer({ min: -50_000, max: 100_000 }) });
      fc.assert(fc.property(fc.array(flowArb, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 200_000 }), (flows, value) => {
        const end = { date: '2025-12-31', value };
        const r = moneyWeightedReturn(flows, end);
        // Near a total loss 1 + r keeps too few digits to regrow the flows from r itself.
        if (r === null || r < -0.999) return true;
        const scale = flows.reduce((s, f) => s + Math.abs(f.amount) * Math.max(1, (1 + r) ** (dayCount(f.date, end.date) / 365)), value);
        return Math.abs(gap(flows, end, r)) <= 1e-6 * scale;
      }), { numRuns: 1000 });
    });

    it('always finds a rate when money was only put in and something is left', () => {
      const depositArb = fc.record({ date: fc.integer({ min: 0, max: 3650 }).map((d) => addDays('2016-01-01', d)), amount: fc.integer({ min: 1, max: 100_000 }) });
      fc.assert(fc.property(fc.array(depositArb, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 10_000_000 }), (flows, value) => {
        const r = moneyWeightedReturn(flows, { date: '2026-01-01', value });
        if (flows.every((f) => f.date === '2026-01-01')) return r === null;
        // A rate a float can hold: ln(1 + r) is at most ln(what grew / what was put in) over the shortest
        // time any deposit had (a dollar put in the day before the end that is worth $10m is a rate
        // of 10^2555, beyond any float, and gives null).
        const before = flows.filter((f) => f.date < '2026-01-01');
        const onEndDay = flows.reduce((sum, f) => sum + (f.date === '2026-01-01' ? f.amount : 0), 0);
        const shortestYears = Math.min(...before.map((f) => dayCount(f.date, '2026-01-01') / 365));
        const grown = value - onEndDay;
        const lnGrowthBound = grown > 0 ? Math.log(grown / before.reduce((sum, f) => sum + f.amount, 0)) / shortestYears : 0;
        return lnGrowthBound > 700 || (r !== null && r >= -1);
      }), { numRuns: 1000 });
    });

    it('is null for a rate beyond what a float can hold', () => {
      expect(moneyWeightedReturn([{ date: '2025-12-31', amount: 1 }], { date: '2026-01-01', value: 10_000_000 })).toBeNull();
    });

    it('adding a zero flow does not change it', () => {
      fc.assert(fc.property(transactionsArb, closesArb, fc.integer({ min: 0, max: DAYS - 1 }), (txs, c, day) => {
        const cf = seriesCashFlows(valueSeries(txs, c, dateAfter(-1), dateAfter(DAYS - 1)))!;
        return moneyWeightedReturn(cf.flows, cf.endValue) === moneyWeightedReturn([...cf.flows, { date: dateAfter(day), amount: 0 }], cf.endValue);
      }), { numRuns: 300 });
    });
  });
});

describe('seriesCashFlows', () => {
  it('counts the opening value as put in, then each later day\'s net flow, and ends with the last value', () => {
    const series = [
      { date: '2026-01-01', value: 500, inflow: 500, outflow: 0, flow: 500 },
      { date: '2026-01-02', value: 520, inflow: 0, outflow: 0, flow: 0 },
      { date: '2026-01-03', value: 600, inflow: 100, outflow: 20, flow: 80 },
    ];
    expect(seriesCashFlows(series)).toEqual({
      flows: [{ date: '2026-01-01', amount: 500 }, { date: '2026-01-03', amount: 80 }],
      endValue: { date: '2026-01-03', value: 600 },
    });
    expect(seriesCashFlows([])).toBeNull();
  });
});
