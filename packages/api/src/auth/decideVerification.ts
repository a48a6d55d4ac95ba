import { messages as m } from '../messages';
import { decodeJwtPayload } from './decodeJwtPayload';

export interface VerificationParams { token: string | null; type: string | null; email: string | null }

/**
 * Token, type and email from the query or else the URL fragment (product §2); a missing
 * e-mail is taken from the token's payload. Accepts token or access_token.
 */
export function readVerificationParams(search: string, hash = ''): VerificationParams {
  const q = new URLSearchParams(search);
  const h = new URLSearchParams(hash.replace('#', ''));
  const pick = (k: string) => q.get(k) || h.get(k) || null;
  const token = pick('token') ?? pick('access_token');
  const payloadEmail = decodeJwtPayload(token)?.email;
  return { token, type: pick('type'), email: pick('email') ?? (typeof payloadEmail === 'string' ? payloadEmail : null) };
}

/** Whether the token's payload already says the e-mail is verified. */
export function tokenSaysVerified(token: string | null | undefined): boolean {
  const p = decodeJwtPayload(token);
  const meta = p?.user_metadata as Record<string, unknown> | undefined;
  return !!p && (p.email_verified === true || meta?.email_verified === true || !!p.email_confirmed_at);
}

export type VerificationOutcome = { status: 'success' } | { status: 'error'; message: string };

/**
 * product §4: success when the token says verified or the backend call succeeded; a 404
 * leaves only the token check; otherwise error. `backend`: 'ok', 'not_found',
 * 'failed' (an error answer) or 'exception' (unexpected failure).
 */
export function decideVerification(token: string | null | undefined, backend: 'ok' | 'not_found' | 'failed' | 'exception'): VerificationOutcome {
  if (!token) return { status: 'error', message: m.verificationLinkInvalid };
  if (tokenSaysVerified(token) || backend === 'ok') return { status: 'success' };
  return { status: 'error', message: backend === 'exception' ? m.verificationUnexpected : m.verificationFailed };
}
