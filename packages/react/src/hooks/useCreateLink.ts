import { useCallback } from 'react';
import { affiliateLinkUrl, linkErrorMessage, messages, validateLinkForm, type AffiliateLink, type RateFormValues } from '@pt/api';
import { useApiClient } from '../useApiClient';
import { keys } from '../keys';
import { useAction } from '../internal/useAction';
import { useUserId } from '../internal/useUserId';
import { copyText } from './useClipboard';
import { useRateForm } from './useRateForm';
import { useDataMutate } from '../internal/useSwrScope';

export interface CreatedLink { link: AffiliateLink; url: string; copied: boolean }

/**
 * Generate an affiliate link (spec 2, 5, 7, 8): validates (name, signed in, rates),
 * creates it, builds `{appUrl}/?link={id}#pricing`, copies it, refreshes the list.
 * Success message 'Link generated and copied!'; errors through the SDK's link mapper.
 */
export function useCreateLink() {
  const client = useApiClient('useCreateLink');
  const userId = useUserId();
  const mutate = useDataMutate('useCreateLink');
  const form = useRateForm();
  const action = useAction(async (v: RateFormValues): Promise<{ result: CreatedLink; message: string }> => {
    const link = await client.affiliate.createLink({ name: v.name.trim(), commission_rate: v.commission_rate, discount_rate: v.discount_rate });
    const url = affiliateLinkUrl(link.id, client.appUrl);
    const copied = await copyText(url);
    if (userId) void mutate(keys.affiliateLinks(userId));
    return { result: { link, url, copied }, message: messages.linkGenerated };
  }, linkErrorMessage);
  const { execute, reset, fail } = action;
  const submit = useCallback(async () => {
    reset();
    const v = form.current();
    const problem = validateLinkForm(v, !!userId);
    if (problem) { fail(problem); return undefined; }
    const created = await execute(v);
    if (created) form.reset();
    return created;
  }, [form, userId, execute, reset, fail]);
  return { ...action, form, submit };
}
