/**
 * Text from a request made safe for a one-line log entry: control characters (a decoded `%0A`
 * in a path would start a forged log line) are written percent-encoded.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const logSafe = (s: string): string => s.replace(/[\u0000-\u001F\u007F-\u009F]/g, (ch) => encodeURIComponent(ch));
