const formats = new Map<string, Intl.NumberFormat>();

export interface PercentOptions {
  /** Decimals, always shown: 2 by default (0.1234 -> '12.34%'), 1 for a share of a whole ('12.3%'). */
  digits?: number;
  /** A change rather than a level: '+12.34%' and '-0.50%' ('0.00%' stays unsigned). */
  signed?: boolean;
}

/**
 * A ratio as a percentage, the one way the product writes one (product §16.1): 0.1234 -> '12.34%',
 * `{ digits: 1 }` -> '12.3%', `{ signed: true }` -> '+12.34%'. The format is made on first use per
 * option set (building one is slow, and a module that builds one when it loads costs every page
 * that imports it).
 */
export function formatPercent(ratio: number, { digits = 2, signed = false }: PercentOptions = {}): string {
  const key = `${digits}${signed ? '+' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits, ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    formats.set(key, format);
  }
  return format.format(ratio);
}
