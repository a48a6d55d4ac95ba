import { HttpError } from './http';

/**
 * A 400 for a value PostgreSQL refused as data (SQLSTATE class 22: a number or date out of its
 * column's range, text it cannot store, a malformed literal), or null for any other error. The
 * routes validate what they read; this is the net under them, so a value a route let through is
 * the client's mistake (400) rather than the server's (500). The caller logs it as a warning
 * naming the route, where the missing check belongs.
 */
export function databaseInputError(err: unknown): HttpError | null {
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code: unknown }).code : undefined;
  if (typeof code !== 'string' || !/^22[0-9A-Z]{3}$/.test(code)) return null;
  return new HttpError(400, MESSAGES[code] ?? 'A value in the request is not valid');
}

const MESSAGES: Record<string, string> = {
  '22001': 'A text value in the request is too long',
  '22003': 'A number in the request is out of range',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
  '22021': 'Text in the request contains a character that cannot be stored',
  '22P02': 'A value in the request has the wrong format',
  '22P05': 'Text in the request contains a character that cannot be stored',
};
