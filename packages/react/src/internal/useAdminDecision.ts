import { useCallback } from 'react';
import { ledgerMessages, serverMessageOr, type Validation } from '@pt/api';
import { isUserKey } from '../keys';
import type { FormHookResult } from '../hooks/formHook';
import { useForm } from '../hooks/useForm';
import { useMutation, type MutationResult } from '../hooks/useMutation';
import { useFormSubmit } from './useFormSubmit';

/** One admin decision on a row: which row, which decision, and the text typed with it (a reference or a reason). */
export interface AdminDecision<K extends string> { id: string; decision: K; text: string }

/** What an admin decision's hook gives its page; named so the published types keep the decision's kind. */
export interface AdminDecisionState<K extends string, TData> extends FormHookResult<AdminDecision<K>, AdminDecision<K>, TData> {
  /** The decision being sent or last sent: `decision.status`, `decision.variables` ({ id, decision }). */
  decision: MutationResult<TData, AdminDecision<K>>;
  /** Puts the row, the decision and its text on the form, then submits it. */
  decide: (id: string, kind: K, text: string) => Promise<TData | undefined>;
  /** Forgets the last decision's errors (the dialog opened, closed or edited). */
  clearErrors: () => void;
}

/**
 * The write behind an admin's decision buttons: the SDK validator for the typed text (its message on
 * `form.fieldErrors.text`), one call, then every admin read refetched (also after a failure: another admin
 * may have decided meanwhile). `decide(id, decision, text)` resolves the updated row or undefined.
 */
export function useAdminDecision<K extends string, TData>(
  adminScope: string | null,
  initial: K,
  check: (d: AdminDecision<K>) => Validation<AdminDecision<K>, 'text'>,
  send: (d: AdminDecision<K>) => Promise<TData>,
  refresh: () => Promise<void>,
): AdminDecisionState<K, TData> {
  const form = useForm<AdminDecision<K>, AdminDecision<K>>({ id: '', decision: initial, text: '' }, check);
  const decision = useMutation(send, {
    onSuccess: (_data, _vars, { revalidate }) => (adminScope ? revalidate((key) => isUserKey(key, adminScope, 'admin')) : undefined),
  });
  const { submit, clear } = useFormSubmit(form, decision, { onError: refresh });
  const { setValues, reset: resetForm } = form;
  const decide = useCallback((id: string, kind: K, text: string) => {
    setValues({ id, decision: kind, text });
    return submit();
  }, [setValues, submit]);
  return {
    form,
    submit,
    decision,
    decide,
    errorMessage: decision.error ? serverMessageOr(decision.error, ledgerMessages.decisionFailed) : null,
    clearErrors: useCallback(() => { resetForm(); clear(); }, [resetForm, clear]),
  };
}
