import { describe, expect, it } from 'vitest';
import { createSampleFx, ratesFor } from './fxRates';

describe('sample FX rates', () => {
  const fx = createSampleFx();

  it('gives each weekday one rate per US dollar, the same on every call, near its anchor on 2024-12-31', async () => {
    const eur = await fx.perUsd('EUR', '2024-12-28', '2025-01-03');
    expect(eur.map((r) => r.date)).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03']);
    expect(eur.find((r) => r.date === '2024-12-31')!.rate).toBe(0.9626);
    expect(await fx.perUsd('EUR', '2024-12-28', '2025-01-03')).toEqual(eur);
    expect(await fx.perUsd('XYZ', '2024-12-28', '2025-01-03')).toEqual([]);
  });

  it('turns them into rates to a base currency, cross rates through the dollar', async () => {
    const rates = await ratesFor(fx, 'EUR', ['USD', 'GBp', 'EUR'], '2024-12-31', '2024-12-31');
    expect(Object.keys(rates).sort()).toEqual(['GBP', 'USD']);
    const usd = rates.USD!.find((r) => r.date === '2024-12-31')!.rate;
    const gbp = rates.GBP!.find((r) => r.date === '2024-12-31')!.rate;
    expect(usd).toBeCloseTo(0.9626, 10);
    expect(gbp).toBeCloseTo(0.9626 / 0.7983, 10);
  });
});
