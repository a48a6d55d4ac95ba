import { useCallback } from 'react';
import {
  affiliateLinkUrl, linkErrorMessage, messages, validateLinkForm, type AffiliateLink, type CreateLinkRequest, type RateFormValues,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { copyText } from './useClipboard';
import { useMutation } from './useMutation';
import { formHookResult } from './formHook';
import { useRateForm } from './useRateForm';

export interface CreatedLink { link: AffiliateLink; url: string; copied: boolean }

/**
 * Generate an affiliate link (product §2, §5, §7, §8): the SDK's link validator (name and rates on
 * their fields; signed out: 'Authentication required' for the form), creates it, builds
 * `{appUrl}/?link={id}#pricing`, copies it and refreshes the link list. Success message 'Link
 * generated and copied!'; failures through the SDK's link mapper. `submit()` resolves the link.
 */
export function useCreateLink() {
  const client = useApiClient('useCreateLink');
  const userId = useUserId();
  const validate = useCallback((v: RateFormValues) => validateLinkForm(v, !!userId), [userId]);
  const form = useRateForm<CreateLinkRequest>(undefined, validate);
  const create = useMutation(async (body: CreateLinkRequest): Promise<CreatedLink> => {
    const link = await client.affiliate.createLink(body);
    const url = affiliateLinkUrl(link.id, client.appUrl);
    return { link, url, copied: await copyText(url) };
  }, {
    onSuccess: (_link, _body, { revalidate }) => { if (userId) void revalidate(keys.affiliateLinks(userId)); },
  });
  const { submit, formMessage, clear } = useFormSubmit(form, create, { resetOnSuccess: true });
  return formHookResult({
    ...create,
    form,
    /** The form's message: signed out, or the mapped server error. */
    errorMessage: formMessage ?? (create.error ? linkErrorMessage(create.error) : null),
    successMessage: create.status === 'success' ? messages.linkGenerated : null,
    submit,
    /** Clears the last outcome (e.g. when the user edits the form). */
    reset: clear,
  });
}
