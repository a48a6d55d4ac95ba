import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RISK_MAX_HERFINDAHL, RISK_MAX_POSITION_WEIGHT, RISK_MIN_HOLDINGS, riskRules, type RiskRule, type RiskRuleId } from './riskRules';

const h = (symbol: string, value: number | null) => ({ symbol, value });
const byId = (rules: RiskRule[]): Record<RiskRuleId, RiskRule> => Object.fromEntries(rules.map((r) => [r.id, r])) as Record<RiskRuleId, RiskRule>;

describe('riskRules', () => {
  it('passes a portfolio of six equal holdings, each rule with one sentence of why', () => {
    const rules = riskRules(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => h(s, 100)));
    expect(rules.map((r) => [r.id, r.status])).toEqual([['largest_position', 'pass'], ['holding_count', 'pass'], ['concentration', 'pass']]);
    expect(byId(rules).largest_position.detail).toBe('Your largest position, A, is 16.7 % of the portfolio, within 25.0 %: no single company decides your results.');
    for (const r of rules) expect(r.detail).toMatch(/^[^.]+(\.\d[^.]*)*\.$/);
  });

  it('warns about a large position, few holdings and concentration, naming the figures', () => {
    const rules = byId(riskRules([h('AAPL', 600), h('MSFT', 300), h('KO', 100), h('GONE', null)]));
    expect(rules.largest_position).toMatchObject({ status: 'warn', value: 0.6, threshold: RISK_MAX_POSITION_WEIGHT });
    expect(rules.largest_position.detail).toBe('AAPL is 60.0 % of the portfolio, above 25.0 %: bad news about one company would hit a large part of your money.');
    expect(rules.holding_count).toMatchObject({ status: 'warn', value: 3, threshold: RISK_MIN_HOLDINGS });
    expect(rules.holding_count.detail).toBe('You hold 3 positions, fewer than 5: a loss in one of them weighs heavily on the whole portfolio.');
    expect(rules.concentration).toMatchObject({ status: 'warn', value: expect.closeTo(0.46, 12), threshold: RISK_MAX_HERFINDAHL });
    expect(rules.concentration.detail).toContain('as if over 2.2 equal positions (Herfindahl index 0.46, above 0.20)');
  });

  it('passes at the limits: five equal holdings, one of four at exactly 25 %', () => {
    expect(riskRules(['A', 'B', 'C', 'D', 'E'].map((s) => h(s, 1 / 3))).every((r) => r.status === 'pass')).toBe(true);
    expect(byId(riskRules(['A', 'B', 'C', 'D'].map((s) => h(s, 10)))).largest_position.status).toBe('pass');
  });

  it('has no rules when nothing has a value', () => {
    expect(riskRules([])).toEqual([]);
    expect(riskRules([h('A', null), h('B', 0)])).toEqual([]);
  });

  describe('properties', () => {
    const portfolioArb = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
      .map((values) => values.map((v, i) => h(`S${i}`, v / 100)));
    const warns = (rules: RiskRule[], id: RiskRuleId) => byId(rules)[id].status === 'warn';

    it('more weight in the largest position never turns a warning into a pass', () => {
      fc.assert(fc.property(portfolioArb, fc.integer({ min: 100, max: 10_000 }), (holdings, pct) => {
        const largest = holdings.reduce((a, b) => (b.value! > a.value! ? b : a));
        const heavier = holdings.map((x) => (x === largest ? { ...x, value: x.value! * (pct / 100) } : x));
        const [before, after] = [riskRules(holdings), riskRules(heavier)];
        return (['largest_position', 'concentration'] as const).every((id) => !warns(before, id) || warns(after, id));
      }), { numRuns: 1000 });
    });

    it('another holding never turns the number-of-holdings warning on', () => {
      fc.assert(fc.property(portfolioArb, fc.integer({ min: 1, max: 1_000_000 }), (holdings, v) => {
        return warns(riskRules(holdings), 'holding_count') || !warns(riskRules([...holdings, h('NEW', v / 100)]), 'holding_count');
      }), { numRuns: 1000 });
    });

    it('each status is its measure against its limit, and scaling every value changes nothing', () => {
      fc.assert(fc.property(portfolioArb, fc.integer({ min: 1, max: 1000 }), (holdings, k) => {
        const rules = riskRules(holdings);
        const scaled = riskRules(holdings.map((x) => ({ ...x, value: x.value! * k })));
        const r = byId(rules);
        return rules.length === 3
          && (r.holding_count.status === 'warn') === (r.holding_count.value < RISK_MIN_HOLDINGS)
          && (r.largest_position.status === 'warn') === (r.largest_position.value > RISK_MAX_POSITION_WEIGHT + 1e-9)
          && (r.concentration.status === 'warn') === (r.concentration.value > RISK_MAX_HERFINDAHL + 1e-9)
          && scaled.every((s, i) => s.status === rules[i]!.status);
      }), { numRuns: 1000 });
    });
  });
});
