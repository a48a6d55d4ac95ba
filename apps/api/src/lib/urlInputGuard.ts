import type { MiddlewareHandler } from 'hono';
import { badRequest } from './http';
import { textProblem } from './textProblem';

/**
 * Middleware for every route: the path segments and query parameters, decoded, must be valid
 * percent-encoded UTF-8 and pass `textProblem`, and hold no line breaks or tabs either (no id,
 * e-mail or search needs one); otherwise 400 before any route reads them. Path ids and query
 * values reach SQL as parameters, so this is where `%00` and its kin stop.
 */
export const urlInputGuard: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  for (const segment of url.pathname.split('/')) {
    const decoded = decode(segment);
    if (decoded === null) throw badRequest('The URL path is not valid percent-encoded UTF-8');
    const problem = urlTextProblem(decoded);
    if (problem) throw badRequest(`The URL path ${problem}`);
  }
  for (const pair of url.search.slice(1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? '' : pair.slice(eq + 1));
    if (name === null || value === null) throw badRequest('The query string is not valid percent-encoded UTF-8');
    const nameProblem = urlTextProblem(name);
    if (nameProblem) throw badRequest(`A query parameter name ${nameProblem}`);
    const problem = urlTextProblem(value);
    if (problem) throw badRequest(`Query parameter ${name.length > 40 ? `${name.slice(0, 40)}…` : name} ${problem}`);
  }
  await next();
};

const urlTextProblem = (s: string): string | null => (/[\t\n\r]/.test(s) ? 'contains a control character' : textProblem(s));

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
