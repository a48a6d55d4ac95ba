/**
 * Round values for a money axis from 0 to at least `max`: about `count` steps of 1, 2, 2.5 or 5
 * times a power of ten ($0, $50, $100, $150). A `max` of 0 or less gives [0, 1], so an axis always
 * has a height.
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let i = 0; ticks.length === 0 || ticks[ticks.length - 1]! < max; i++) ticks.push(Math.round(i * step * 1e6) / 1e6);
  return ticks;
}
