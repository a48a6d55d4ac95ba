import type { FormState } from './useForm';

/**
 * The one shape of a hook that owns a form (product §5.12): the form itself (`form.values`,
 * `form.fieldErrors`, `form.setField`, ... from useForm), its one `submit` (internal/useFormSubmit),
 * and the outcome's texts. Hook-specific extras sit beside these (`status`/`error` of the write when
 * the write is the hook's only job; a hook that also reads a list keeps the list's `status` and names
 * its write, e.g. `create`).
 */
export interface FormHookResult<V extends object, R, TData, Args extends unknown[] = []> {
  /** The form's values and per-field errors; editing a field clears its error (product §5). */
  form: FormState<V, R>;
  /** Validates, sends a valid value, resolves the write's data (undefined when invalid or failed). */
  submit(...args: Args): Promise<TData | undefined>;
  /** The form-wide error text, or null (field errors are on `form.fieldErrors`). */
  errorMessage: string | null;
  /** The success text (a toast), or null; absent when the form has none. */
  successMessage?: string | null;
}

/**
 * Returns a form hook's result unchanged, checked by the compiler against FormHookResult: every
 * form hook ends with `return formHookResult({ form, submit, errorMessage, ...extras })`.
 */
export function formHookResult<V extends object, R, TData, Args extends unknown[], X extends FormHookResult<V, R, TData, Args>>(result: X & FormHookResult<V, R, TData, Args>): X {
  return result;
}
