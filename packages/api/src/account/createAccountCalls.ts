import type { ApiClient } from '../ApiClient';
import { normalizeError } from '../http/normalizeError';
import type { Request } from '../http/request';
import type { SessionStore } from '../session/createSessionStore';
import type { ChangePasswordResponse } from './types';

/** `/api/account/*` (reference-server addition, product §14): the signed-in member's own account. */
export function createAccountCalls(request: Request, session: SessionStore): ApiClient['account'] {
  return {
    settings: (o) => request('GET', '/api/account/settings', o),
    updateSettings: (body, o) => request('PUT', '/api/account/settings', { ...o, body }),
    changeEmail: (body, o) => request('POST', '/api/account/email', { ...o, body }),
    cancelEmailChange: async (o) => { await request('DELETE', '/api/account/email', o); },
    // Opened from the e-mailed link, maybe signed out or in another browser: the link is the proof.
    confirmEmailChange: (body, o) => request('POST', '/api/account/email/confirm', { ...o, body, refresh: false }),
    async changePassword(body, o) {
      const res = await request<ChangePasswordResponse | null>('POST', '/api/account/password', { ...o, body });
      if (!res || typeof res.token !== 'string' || !res.token || typeof res.refresh_token !== 'string') {
        throw normalizeError({ kind: 'parse', status: 200, body: JSON.stringify(res) ?? '' });
      }
      // The change ended every session, this one too: the answer is this browser's new one.
      session.setSession({ token: res.token, refreshToken: res.refresh_token });
      return res;
    },
    export: (o) => request('GET', '/api/account/export', o),
    async delete(body, o) {
      const res = await request<Awaited<ReturnType<ApiClient['account']['delete']>>>('POST', '/api/account/delete', { ...o, body });
      session.clear();
      return res;
    },
  };
}
