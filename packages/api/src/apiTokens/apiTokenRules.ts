import { fieldChecker, type Validation } from '../validation/fieldChecker';
import type { ApiTokenInput } from './types';

/** Every personal token starts with this, so a leaked one is recognisable (and the server tells it from a session token). */
export const API_TOKEN_PREFIX = 'pt_';
/** Tokens one member may keep. */
export const MAX_API_TOKENS = 10;
export const MAX_API_TOKEN_NAME = 60;

export const apiTokenMessages = {
  nameRequired: 'Give the token a name',
  // The limit written out, not interpolated: a top-level template with a name in it is work a
  // bundler keeps wherever this module's chunk is imported (product §16.2). A test ties the two.
  nameTooLong: 'The name can be at most 60 characters',
  limitReached: (max: number) => `You can have at most ${max} API tokens. Revoke one to create another.`,
  readOnly: 'API tokens are read-only',
  notForThisCall: 'API tokens cannot be used for this call',
  shownOnce: 'Copy this token now: it will not be shown again.',
  loadFailed: 'Failed to load your API tokens.',
  created: 'API token created',
  revoked: 'API token revoked',
} as const;

/** The create form: a name of 1-60 characters, trimmed. */
export function validateApiTokenName(values: { name?: unknown }): Validation<ApiTokenInput, 'name'> {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  const check = fieldChecker<'name'>();
  check.need('name', name, apiTokenMessages.nameRequired);
  check.need('name', name.length <= MAX_API_TOKEN_NAME, apiTokenMessages.nameTooLong);
  return check.result(() => ({ name }));
}

/** The documented example: read the member's portfolios with a token (a placeholder unless one is given). */
export const apiTokenCurlExample = (apiBaseUrl: string, token = `${API_TOKEN_PREFIX}…`): string =>
  `curl -H "Authorization: Bearer ${token}" ${apiBaseUrl.replace(/\/+$/, '')}/api/portfolio/`;
