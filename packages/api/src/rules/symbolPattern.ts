/**
 * A ticker symbol as the product accepts one (product §16.2): a capital letter, then up to nine
 * capitals, digits, dots or hyphens ('AAPL', 'BRK.B', 'RDS-A'). The transaction and price-alert
 * validators, the quote hook and the server's assistant all read this one pattern.
 */
export const SYMBOL_PATTERN = /^[A-Z][A-Z0-9.-]{0,9}$/;

/** Whether `symbol` (already trimmed and upper-cased by the caller) is a ticker symbol. */
export const isTickerSymbol = (symbol: string): boolean => SYMBOL_PATTERN.test(symbol);

/**
 * The words of a text shaped like ticker symbols as it writes them, in capitals ('How is AAPL
 * doing?' -> ['AAPL']): lower-case words such as 'all' or 'cost' are English more often than tickers.
 */
export const symbolsInText = (text: string): string[] => text.match(/\b[A-Z][A-Z0-9.-]{0,9}\b/g) ?? [];
