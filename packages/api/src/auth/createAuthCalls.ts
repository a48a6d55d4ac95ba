import type { ApiClient } from '../ApiClient';
import type { Request } from '../http/request';
import { normalizeError } from '../http/normalizeError';
import type { SessionStore } from '../session/createSessionStore';
import type { RefreshResponse, SignInResponse, VerifyEmailResponse } from './types';

export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const SIGN_IN_EXCEPTION_MESSAGE = 'An unexpected error occurred';

const isStr = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** POST/GET /api/auth/*: credentials calls never trigger a token refresh on 401. */
export function createAuthCalls(request: Request, session: SessionStore): ApiClient['auth'] {
  const noRefresh = { refresh: false } as const;
  return {
    signUp: (body, o) => request('POST', '/api/auth/signup', { ...o, ...noRefresh, body }),
    async signIn(body, o) {
      const res = await request<SignInResponse>('POST', '/api/auth/signin', { ...o, ...noRefresh, body });
      if (!res || !isStr(res.token) || typeof res.user !== 'object' || res.user === null) {
        // Spec 8: a sign-in that cannot be completed is "An unexpected error occurred".
        throw normalizeError({ kind: 'client', code: 'parse', message: SIGN_IN_EXCEPTION_MESSAGE, status: 200, body: res });
      }
      session.setSession({ token: res.token, ...(isStr(res.refresh_token) && { refreshToken: res.refresh_token }), user: res.user });
      return res;
    },
    async signOut(o) {
      try {
        await request('POST', '/api/auth/signout', { ...o, ...noRefresh });
      } finally {
        session.clear();
      }
    },
    async refresh(o) {
      const refresh_token = session.getRefreshToken();
      if (!refresh_token) throw normalizeError({ kind: 'client', code: 'no_refresh_token', message: NO_REFRESH_TOKEN_MESSAGE, status: 401 });
      const res = await request<RefreshResponse>('POST', '/api/auth/refresh', { ...o, ...noRefresh, body: { refresh_token } });
      if (!res || !isStr(res.token)) throw normalizeError({ kind: 'parse', status: 200, body: JSON.stringify(res) });
      session.setSession({ token: res.token, ...(isStr(res.refresh_token) && { refreshToken: res.refresh_token }) });
      return res;
    },
    resetPassword: (body, o) => request('POST', '/api/auth/reset-password', { ...o, ...noRefresh, body }),
    confirmReset: (body, o) => request('POST', '/api/auth/reset-password/confirm', { ...o, ...noRefresh, body }),
    async verifyEmail(body, o) {
      const res = await request<VerifyEmailResponse | null>('POST', '/api/auth/verify-email', { ...o, ...noRefresh, body, allow404: true });
      // The verified user's tokens let the page fetch /me right away (spec 4).
      if (res && isStr(res.token)) session.setSession({ token: res.token, ...(isStr(res.refresh_token) && { refreshToken: res.refresh_token }) });
      return res;
    },
    me: (o) => request('GET', '/api/auth/me', o),
  };
}
