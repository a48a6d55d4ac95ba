// Small display helpers shared by the product components (en-US, like the rest of the product).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatUsd(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0);
}

export function formatInt(value: number): string {
  return int.format(Number.isFinite(value) ? value : 0);
}

export function formatPercent(value: number, digits = 0): string {
  const safe = Number.isFinite(value) ? value : 0;
  return `${safe.toFixed(digits)}%`;
}

/** A number field's text as a number: empty or not a number reads 0, so a field being typed into never passes NaN on. */
export function numberFromText(text: string): number {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
}
