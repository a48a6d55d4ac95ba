// The currencies a member may choose as the default base currency of new portfolios (product §14.3):
// the ISO 4217 codes in circulation (no funds, precious metals or test codes), in code order.
export const ISO_CURRENCIES = [
  'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD', 'BIF', 'BMD', 'BND',
  'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF',
  'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD',
  'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW', 'KRW',
  'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR',
  'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN',
  'PYG', 'QAR', 'RON', 'RSD', 'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN',
  'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD', 'UYU', 'UZS', 'VES',
  'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const;
export type IsoCurrency = (typeof ISO_CURRENCIES)[number];

/** The default base currency: the one the product's prices and the market data are in. */
export const DEFAULT_BASE_CURRENCY: IsoCurrency = 'USD';

const KNOWN: ReadonlySet<string> = new Set(ISO_CURRENCIES);

/** Whether a value is one of the codes above (upper case, as stored). */
export const isIsoCurrency = (value: unknown): value is IsoCurrency => typeof value === 'string' && KNOWN.has(value);

let names: Intl.DisplayNames | null | undefined;

/** 'Euro (EUR)': the English name the runtime knows, with the code; the code alone where it knows none. */
export function currencyLabel(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  const name = names?.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** Every code as a choice `{ value, label }`, sorted by label (a select's options). */
export function currencyOptions(): { value: IsoCurrency; label: string }[] {
  return ISO_CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
