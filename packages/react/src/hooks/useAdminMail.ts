import { mailDeliveryMessages, type AdminMail } from '@pt/api';
import { keys } from '../keys';
import { userKey } from '../ApiProvider';
import { useApiQuery } from '../internal/useApiQuery';
import { adminState } from '../internal/adminState';
import { useAuth } from './useAuth';

/**
 * The e-mail the server gave up on (product §15.1), newest first, `limit` (50) of them, with how many
 * mails wait and how many failed in all; the admin guard states as the other admin hooks.
 * 'Failed to load the e-mail deliveries.' on error.
 */
export function useAdminMail(limit = 50) {
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useAdminMail', admin ? keys.adminMail(admin, 'failed', limit) : null,
    (c) => c.affiliate.admin.mailDeliveries({ status: 'failed', limit }), mailDeliveryMessages.loadFailed);
  const state = adminState(auth, q, (page) => ({ mails: page.mails as readonly AdminMail[], counts: page.counts, hasOlder: page.next_before !== null }));
  return { ...state, refresh: q.refresh };
}
