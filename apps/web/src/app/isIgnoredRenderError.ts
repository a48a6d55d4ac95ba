// product §2: errors about an invalid or failed URL construction are ignored on purpose
// (logged as warnings; the app keeps rendering).
const URL_CONSTRUCTION = /(invalid|failed to construct)[^\n]*url|url[^\n]*(invalid|construct)/i;

export function isIgnoredRenderError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return URL_CONSTRUCTION.test(message);
}
