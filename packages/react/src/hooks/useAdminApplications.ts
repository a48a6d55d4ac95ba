import { useCallback } from 'react';
import {
  messages, serverMessageOr, validateRejectNotes,
  type AdminApplication, type ApiError, type ApplicationCounts, type User, type Validation,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useAuth } from './useAuth';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';
import { userKey } from '../ApiProvider';

export type AdminApplicationsState =
  | { status: 'loading' }
  /** Not signed in (or the server said 401): 'Access Denied - You must be logged in'. */
  | { status: 'signedOut' }
  /** Not an admin (or the server said 403): shows the user's e-mail and role. */
  | { status: 'denied'; user: User | null }
  | { status: 'error'; error: ApiError; message: string }
  | { status: 'ready'; applications: AdminApplication[]; counts: ApplicationCounts };

/** One review decision: the application and the notes typed in the review dialog. */
export interface Review { id: string; decision: 'approve' | 'reject'; notes: string }

const EMPTY_COUNTS: ApplicationCounts = { pending: 0, approved: 0, rejected: 0, total: 0 };

/** product §5's notes rule is the reject's; an approval sends notes only when some were typed. */
function checkReview(r: Review): Validation<Review, keyof Review> {
  if (r.decision === 'approve') return { ok: true, value: r };
  const checked = validateRejectNotes(r);
  return checked.ok ? { ok: true, value: { ...r, ...checked.value } } : checked;
}

/**
 * Admin review (product §2, §5): the list with its counts and the 401/403 states, and the review
 * decision as a write: approve (notes optional) or reject (notes required: 'Please provide
 * rejection notes.' on `form.fieldErrors.notes`). The list is refreshed after each decision, also a
 * failed one (another admin may have decided meanwhile). `decide()` resolves the updated
 * application, or undefined (invalid or failed: `form.fieldErrors`, `errorMessage`).
 */
export function useAdminApplications() {
  const client = useApiClient('useAdminApplications');
  const auth = useAuth();
  const admin = auth.status === 'signedIn' && auth.isAdmin ? userKey(auth.user) : null;
  const q = useApiQuery('useAdminApplications', admin ? keys.adminApplications(admin) : null, (c) => c.affiliate.admin.listApplications(), messages.loadFailed);
  const { refresh } = q;

  const form = useForm<Review, Review>({ id: '', decision: 'approve', notes: '' }, checkReview);
  const review = useMutation(({ id, decision, notes }: Review) => {
    const trimmed = notes.trim();
    return decision === 'approve'
      ? client.affiliate.admin.approve(id, trimmed ? { notes: trimmed } : undefined)
      : client.affiliate.admin.reject(id, { notes: trimmed });
  }, {
    onSuccess: (_application, _review, { revalidate }) => (admin ? revalidate(keys.adminApplications(admin)) : undefined),
  });
  const { submit, clear } = useFormSubmit(form, review, { onError: refresh });
  const { setValues, reset: resetForm } = form;
  const decide = useCallback((id: string, decision: Review['decision'], notes: string) => {
    setValues({ id, decision, notes });
    return submit();
  }, [setValues, submit]);

  let state: AdminApplicationsState;
  if (auth.status === 'loading') state = { status: 'loading' };
  else if (auth.status === 'signedOut') state = { status: 'signedOut' };
  else if (!auth.isAdmin) state = { status: 'denied', user: auth.user };
  else if (q.status === 'error') {
    const s = q.error.status;
    state = s === 401 ? { status: 'signedOut' } : s === 403 ? { status: 'denied', user: auth.user } : { status: 'error', error: q.error, message: q.message };
  } else if (q.status !== 'success') state = { status: 'loading' };
  else state = { status: 'ready', applications: q.data.applications ?? [], counts: q.data.counts ?? EMPTY_COUNTS };

  return formHookResult({
    ...state,
    form,
    submit,
    /** The decision being sent or last sent: `review.status`, `review.variables` ({ id, decision }). */
    review,
    decide,
    /** A failed decision: the server's message or the unexpected-error text. */
    errorMessage: review.error ? serverMessageOr(review.error, messages.unexpectedTryAgain) : null,
    /** Reject stays disabled while the notes are empty (product §5). */
    canReject: (notes: string) => validateRejectNotes({ notes }).ok,
    /** Forgets the last decision's errors (the dialog opened, closed or edited). */
    clearErrors: useCallback(() => { resetForm(); clear(); }, [resetForm, clear]),
    refresh,
  });
}
