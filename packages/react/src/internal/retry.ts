import { ApiError } from '@pt/api';

/**
 * Only server, network and timeout failures are worth retrying (product §9.7); never a 4xx, an
 * abort, or anything that is not an ApiError.
 */
export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return (error.kind === 'http' || error.kind === 'parse') && error.status >= 500;
}
