/** Whether a change reads as a gain, a loss or neither. */
export type ChangeTone = 'positive' | 'negative' | 'neutral';

/** The minus sign (U+2212): as wide as the plus sign, so signed figures line up in columns. */
export const MINUS = '\u2212';

export interface SignedText {
  text: string;
  tone: ChangeTone;
}

/**
 * A change written with its sign: '+$12.30', '−$4.00'. A change that shows as zero once
 * formatted ('$0.00' for -0.001) has no sign and a neutral tone, so a rounding remainder never
 * reads as a loss.
 */
export function signedText(value: number, formatMagnitude: (magnitude: number) => string): SignedText {
  const text = formatMagnitude(Math.abs(value));
  if (!Number.isFinite(value) || value === 0 || text === formatMagnitude(0)) return { text, tone: 'neutral' };
  return value > 0 ? { text: `+${text}`, tone: 'positive' } : { text: `${MINUS}${text}`, tone: 'negative' };
}
