import type { ApiClient } from '../ApiClient';
import type { Request } from '../http/request';
import { normalizeError } from '../http/normalizeError';
import { callMessages } from '../shellMessages';
import type { SessionStore } from '../session/createSessionStore';
import type { RefreshResponse, SignInResponse, VerifyEmailResponse } from './types';

const isStr = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** POST/GET /api/auth/*: credential calls never trigger a token refresh on 401. */
export function createAuthCalls(request: Request, session: SessionStore): ApiClient['auth'] {
  const post = <T>(path: string, allow404?: boolean) => (body?: unknown, o?: object) =>
    request<T>('POST', `/api/auth/${path}`, { ...o, body, refresh: false, allow404 });
  // Keeps tokens from a response (the refresh token when sent) and the user when given.
  const keep = (res: { token?: unknown; refresh_token?: unknown } | null, user?: SignInResponse['user']) => {
    if (res && isStr(res.token)) session.setSession({ token: res.token, ...(isStr(res.refresh_token) && { refreshToken: res.refresh_token }), user });
  };
  return {
    signUp: post('signup'),
    async signIn(body, o) {
      const res = await post<SignInResponse>('signin')(body, o);
      if (!res || !isStr(res.token) || typeof res.user !== 'object' || res.user === null) {
        // product §8: a sign-in that cannot be completed is "An unexpected error occurred".
        throw normalizeError({ kind: 'client', code: 'parse', message: callMessages.signInException, status: 200, body: res });
      }
      keep(res, res.user);
      return res;
    },
    async signOut(o) {
      try {
        await post('signout')(undefined, o);
      } finally {
        session.clear();
      }
    },
    async refresh(o) {
      const refresh_token = session.getRefreshToken();
      if (!refresh_token) throw normalizeError({ kind: 'client', code: 'no_refresh_token', message: callMessages.noRefreshToken, status: 401 });
      const res = await post<RefreshResponse>('refresh')({ refresh_token }, o);
      if (!res || !isStr(res.token)) throw normalizeError({ kind: 'parse', status: 200, body: JSON.stringify(res) ?? '' });
      keep(res);
      return res;
    },
    resetPassword: post('reset-password'),
    confirmReset: post('reset-password/confirm'),
    async verifyEmail(body, o) {
      const res = await post<VerifyEmailResponse | null>('verify-email', true)(body, o);
      // The verified user's tokens let the page fetch /me right away (product §4).
      keep(res);
      return res;
    },
    me: (o) => request('GET', '/api/auth/me', o),
  };
}
