import { useState } from 'react';
import {
  apiTokenCurlExample, apiTokenMessages, featureLockFromError, fieldErrorsFromError, serverMessageOr, validateApiTokenName,
  type ApiToken, type ApiTokenInput, type CreatedApiToken,
} from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { formHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';

/**
 * The member's personal read-only API tokens (the Pro plan's API access): `tokens` (name, prefix,
 * created, last used; never the secret), the create form (a name, with the SDK's rule), `created`:
 * the new token with its secret, kept only in this hook's state until `dismissCreated()` (the
 * server never sends it again; `shownOnce` says so), and `revoke` (optimistic). `curlExample` is
 * the documented call with the new token, or a placeholder. A refusal for the plan is `featureLock`.
 */
export function useApiTokens() {
  const client = useApiClient('useApiTokens');
  const { mutate: cache } = useApiContext('useApiTokens');
  const userId = useUserId();
  const key = userId ? keys.apiTokens(userId) : null;
  const q = useApiQuery('useApiTokens', key, (c) => c.apiTokens.list(), apiTokenMessages.loadFailed);
  const form = useForm<{ name: string }, ApiTokenInput>({ name: '' }, validateApiTokenName);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const create = useMutation((body: ApiTokenInput): Promise<CreatedApiToken> => client.apiTokens.create(body), {
    onSuccess: async (token, _body, { revalidate }) => {
      setCreated(token);
      if (key) await revalidate(key);
    },
  });
  const { submit, formMessage, clear } = useFormSubmit(form, create, {
    onError: (error) => form.setFieldErrors(fieldErrorsFromError(error, ['name'])),
    resetOnSuccess: true,
  });

  const revoke = useMutation(async (id: string): Promise<string> => {
    if (!key || !cache) {
      await client.apiTokens.revoke(id);
      return id;
    }
    const without = (current: ApiToken[] | undefined) => (current ?? []).filter((t) => t.id !== id);
    await cache<ApiToken[]>(key, async (current) => {
      await client.apiTokens.revoke(id);
      return without(current);
    }, { optimisticData: without, rollbackOnError: true, populateCache: true, revalidate: true });
    if (created?.id === id) setCreated(null);
    return id;
  });

  const error = create.error;
  const featureLock = featureLockFromError(error);
  const onField = error ? Object.keys(fieldErrorsFromError(error, ['name'])).length > 0 : false;
  return formHookResult({
    ...q,
    tokens: q.data ?? [],
    form,
    submit,
    create,
    revoke,
    revokingId: revoke.status === 'pending' ? revoke.variables : null,
    created,
    dismissCreated: () => setCreated(null),
    shownOnce: apiTokenMessages.shownOnce,
    curlExample: apiTokenCurlExample(client.baseUrl, created?.token),
    featureLock,
    errorMessage: formMessage ?? (error && !onField && !featureLock ? serverMessageOr(error, error.message) : null),
    reset: clear,
  });
}
