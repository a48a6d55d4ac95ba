import { useCallback, useState } from 'react';
import { normalizeError, type ApiError, type FieldErrors } from '@pt/api';
import type { FormState } from '../hooks/useForm';
import type { MutationResult } from '../hooks/useMutation';

/** How a submit ended: not sent (the validator's errors), sent and failed, or done. */
export type SubmitOutcome<TData, F extends string> =
  | { status: 'invalid'; fieldErrors: FieldErrors<F>; message?: string }
  | { status: 'error'; error: ApiError }
  | { status: 'success'; data: TData };

/**
 * The one submit of a form over a write: the SDK validator's field errors go on the form, its
 * whole-form message (if any) is kept, and only a valid value is sent. `submit()` resolves the
 * write's data, or undefined when the form is invalid or the write failed (the states say why);
 * `settle()` resolves the outcome itself, for a screen that reports every outcome.
 */
export function useFormSubmit<V extends object, Req, TData>(
  form: FormState<V, Req>,
  mutation: MutationResult<TData, Req>,
  options: {
    /** Called (and awaited) with the ApiError when the write fails, e.g. to put a server message on a field. */
    onError?(error: ApiError): unknown;
    /** Empties the form after a successful write (a create form ready for the next one). */
    resetOnSuccess?: boolean;
  } = {},
) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { validate, reset: resetForm } = form;
  const { mutateAsync, reset, status } = mutation;
  const { onError, resetOnSuccess = false } = options;
  const settle = useCallback(async (): Promise<SubmitOutcome<TData, Extract<keyof V, string>>> => {
    const checked = validate();
    setFormMessage(checked.ok ? null : checked.message ?? null);
    if (!checked.ok) {
      // A new attempt replaces the last outcome; a write still running keeps its state.
      if (status !== 'pending') reset();
      return { status: 'invalid', fieldErrors: checked.fieldErrors, ...(checked.message ? { message: checked.message } : {}) };
    }
    try {
      const data = await mutateAsync(checked.value);
      if (resetOnSuccess) resetForm();
      return { status: 'success', data };
    } catch (thrown) {
      const error = normalizeError(thrown);
      await onError?.(error);
      return { status: 'error', error };
    }
  }, [validate, resetForm, mutateAsync, reset, status, onError, resetOnSuccess]);
  const submit = useCallback(async () => {
    const outcome = await settle();
    return outcome.status === 'success' ? outcome.data : undefined;
  }, [settle]);
  const clear = useCallback(() => { setFormMessage(null); reset(); }, [reset]);
  return { submit, settle, formMessage, clear };
}
