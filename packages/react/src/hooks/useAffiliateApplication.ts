import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  applicationStatusLabel, applicationSubmitMessage, messages, validateApplication,
  type AffiliateApplication, type AffiliateApplicationInput, type ApplicationFormValues,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useLatest } from '../internal/useLatest';
import { useUserId } from '../internal/useUserId';
import { useAuth } from './useAuth';
import { useAffiliateStatus } from './useAffiliateStatus';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/** What the page should do (product §2): go to `to` and show the toast, if any. */
export interface ApplicationRedirect {
  reason: 'signedOut' | 'alreadyAffiliate';
  to: string;
  /** signedOut: 'Authentication required' / 'Please log in to your account...'; alreadyAffiliate: the SDK's already-an-affiliate texts. */
  toast: { title: string; description: string };
}

export type ApplicationView =
  /** `checking`: auth (the guard's 'Checking authentication...') or, once signed in, the application status. */
  | { view: 'loading'; checking: 'auth' | 'application' }
  | { view: 'redirect'; redirect: ApplicationRedirect }
  /** An application exists: the status page. */
  | { view: 'status'; application: AffiliateApplication; statusLabel: string }
  | { view: 'form' }
  /** Just submitted: the confirmation page ('What happens next?'). */
  | { view: 'submitted'; application: AffiliateApplication };

export const AFFILIATES_PATH = '/affiliates';

const emptyForm = (name = '', email = ''): ApplicationFormValues => ({
  full_name: name, email, phone: '', website: '', social_media: '', company_name: '', location: '',
  audience_size: '', marketing_channels: [], experience_description: '', motivation: '',
});

const redirectFor = (reason: ApplicationRedirect['reason']): ApplicationRedirect => (reason === 'signedOut'
  ? { reason, to: AFFILIATES_PATH, toast: { title: messages.authRequiredTitle, description: messages.authRequiredBody } }
  : { reason, to: AFFILIATES_PATH, toast: { title: messages.alreadyAffiliateTitle, description: messages.alreadyAffiliateBody } });

/**
 * The affiliate application screen (product §2, §5, §8) as data: which view to show, the redirect
 * decisions (signed out, already an affiliate) returned and passed to `onRedirect` once per
 * decision, the form prefilled with the user's name and e-mail, field errors from the SDK
 * validator, submit messages from the SDK mapper. `submit()` resolves the new application.
 */
export function useAffiliateApplication(options: { onRedirect?(redirect: ApplicationRedirect): void } = {}) {
  const client = useApiClient('useAffiliateApplication');
  const auth = useAuth();
  const userId = useUserId();
  const status = useAffiliateStatus();
  const user = auth.status === 'signedIn' ? auth.user : null;
  const validate = useCallback((v: ApplicationFormValues) => validateApplication(v, !!userId), [userId]);
  const form = useForm<ApplicationFormValues, AffiliateApplicationInput>(emptyForm(user?.full_name, user?.email), validate);

  // Prefill once the user is known (auth can settle after the first render).
  const prefilled = useRef(!!user);
  const { setValues } = form;
  useEffect(() => {
    if (user && !prefilled.current) {
      prefilled.current = true;
      setValues({ full_name: user.full_name ?? '', email: user.email ?? '' });
    }
  }, [user, setValues]);

  // A success answer without data (null) is product §8's 'Failed to submit application. Please try again.'
  const send = useMutation((body: AffiliateApplicationInput) => client.affiliate.submitApplication(body), {
    onSuccess: (application, _body, { revalidate }) => {
      if (!application || !userId) return;
      void revalidate(keys.affiliateStatus(userId));
      void revalidate(keys.affiliateApplication(userId));
    },
  });
  const { submit, formMessage } = useFormSubmit(form, send);
  const submitted = send.status === 'success' ? send.data : null;

  const isAffiliate = status.status === 'approved' && (status.profile?.is_affiliate || status.profile?.status === 'active');
  const reason = auth.status === 'signedOut' ? 'signedOut' as const
    : auth.status === 'signedIn' && !submitted && isAffiliate ? 'alreadyAffiliate' as const : null;
  const redirect = useMemo(() => (reason ? redirectFor(reason) : null), [reason]);

  let view: ApplicationView;
  if (auth.status === 'loading') view = { view: 'loading', checking: 'auth' };
  else if (redirect) view = { view: 'redirect', redirect };
  else if (submitted) view = { view: 'submitted', application: submitted };
  else if (status.status === 'loading') view = { view: 'loading', checking: 'application' };
  else if (status.application) view = { view: 'status', application: status.application, statusLabel: applicationStatusLabel(status.application.status) };
  else view = { view: 'form' };

  const onRedirect = useLatest(options.onRedirect);
  useEffect(() => {
    if (redirect) onRedirect.current?.(redirect);
  }, [redirect, onRedirect]);

  let errorMessage = formMessage;
  if (!errorMessage && send.error) errorMessage = applicationSubmitMessage(send.error);
  else if (!errorMessage && send.status === 'success' && !send.data) errorMessage = applicationSubmitMessage(undefined, false);
  return formHookResult({
    ...view,
    form,
    submitStatus: send.status,
    submitError: send.error,
    errorMessage,
    /** 'Registration submitted successfully!' after success (toast). */
    successMessage: submitted ? applicationSubmitMessage(undefined) : null,
    submit,
    /** Refresh Status; also the retry after a failed status check. */
    refresh: status.refresh,
    /** Why the status check failed (the form is shown, product §4), else null. */
    statusError: status.status === 'loading' ? null : status.checkError,
    /** The status check's failure text, else null. */
    statusMessage: status.status === 'loading' ? null : status.checkMessage,
  });
}
