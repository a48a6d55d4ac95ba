import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applicationStatusLabel, applicationSubmitMessage, buildApplicationPayload, messages, validateApplication,
  type AffiliateApplication, type ApplicationFormValues, type AudienceSize,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useAction } from '../internal/useAction';
import { useUserId } from '../internal/useUserId';
import { useAuth } from './useAuth';
import { useAffiliateStatus } from './useAffiliateStatus';
import { useForm } from './useForm';
import { useDataMutate } from '../internal/useSwrScope';

/** What the page should do (spec 2): go to `to` and show the toast, if any. */
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

/**
 * The affiliate application screen (spec 2, 5, 8) as data: which view to show, the
 * redirect decisions (signed out, already an affiliate) returned and passed to
 * `onRedirect`, the form prefilled with the user's name and e-mail, field errors
 * from the SDK validator, submit messages from the SDK mapper.
 */
export function useAffiliateApplication(options: { onRedirect?(redirect: ApplicationRedirect): void } = {}) {
  const client = useApiClient('useAffiliateApplication');
  const auth = useAuth();
  const userId = useUserId();
  const status = useAffiliateStatus();
  const mutate = useDataMutate('useAffiliateApplication');
  const user = auth.status === 'signedIn' ? auth.user : null;
  const form = useForm<ApplicationFormValues>(emptyForm(user?.full_name, user?.email), validateApplication);
  const [submitted, setSubmitted] = useState<AffiliateApplication | null>(null);

  // Prefill once the user is known (auth can settle after the first render).
  const prefilled = useRef(!!user);
  const { setValues } = form;
  useEffect(() => {
    if (user && !prefilled.current) {
      prefilled.current = true;
      setValues({ full_name: user.full_name ?? '', email: user.email ?? '' });
    }
  }, [user, setValues]);

  const action = useAction(async (v: ApplicationFormValues & { audience_size: AudienceSize }) => {
    const application = await client.affiliate.submitApplication(buildApplicationPayload(v));
    if (!application) throw new NoDataError();
    return { result: application, message: applicationSubmitMessage(undefined) };
  }, (e) => (e instanceof NoDataError ? applicationSubmitMessage(undefined, false) : applicationSubmitMessage(e)));

  const { execute, reset, fail } = action;
  const submit = useCallback(async () => {
    reset();
    if (!userId) { fail(messages.signInToSubmit); return undefined; }
    if (!form.validate()) return undefined;
    const v = form.current();
    if (!v.audience_size) return undefined;
    const application = await execute({ ...v, audience_size: v.audience_size });
    if (application) {
      setSubmitted(application);
      void mutate(keys.affiliateStatus(userId));
      void mutate(keys.affiliateApplication(userId));
    }
    return application;
  }, [userId, form, execute, reset, fail, mutate]);

  let view: ApplicationView;
  if (auth.status === 'loading') view = { view: 'loading', checking: 'auth' };
  else if (auth.status === 'signedOut') {
    view = { view: 'redirect', redirect: { reason: 'signedOut', to: AFFILIATES_PATH, toast: { title: messages.authRequiredTitle, description: messages.authRequiredBody } } };
  } else if (submitted) view = { view: 'submitted', application: submitted };
  else if (status.status === 'loading') view = { view: 'loading', checking: 'application' };
  else if (status.status === 'approved' && (status.profile?.is_affiliate || status.profile?.status === 'active')) {
    view = { view: 'redirect', redirect: { reason: 'alreadyAffiliate', to: AFFILIATES_PATH, toast: { title: messages.alreadyAffiliateTitle, description: messages.alreadyAffiliateBody } } };
  } else if (status.application) view = { view: 'status', application: status.application, statusLabel: applicationStatusLabel(status.application.status) };
  else view = { view: 'form' };

  const redirect = view.view === 'redirect' ? view.redirect : null;
  const onRedirect = useRef(options.onRedirect);
  onRedirect.current = options.onRedirect;
  const reasonKey = redirect?.reason;
  useEffect(() => {
    if (redirect) onRedirect.current?.(redirect);
    // Once per reason.
  }, [reasonKey]);

  return {
    ...view,
    submitStatus: action.status,
    error: action.error,
    /** 'Registration submitted successfully!' after success (toast). */
    successMessage: action.message,
    values: form.values,
    fieldErrors: form.fieldErrors,
    setField: form.setField,
    clearFieldError: form.clearFieldError,
    submit,
    /** Refresh Status; also the retry after a failed status check. */
    refresh: status.refresh,
    /** The status check failed (the form is shown, spec 4): its message, else null. */
    statusError: status.status === 'loading' ? null : status.checkError,
  };
}

class NoDataError extends Error {}
