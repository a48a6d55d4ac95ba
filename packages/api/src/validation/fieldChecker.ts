/** One message per field of a form, keyed by the field's name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What every form validator returns (product §5): the checked value ready to send, or the
 * errors of each invalid field plus, for a problem that belongs to no field, a message
 * for the whole form. Screens read `fieldErrors[field]`; nothing parses a message back.
 */
export type Validation<Value, Field extends string> =
  | { ok: true; value: Value }
  | { ok: false; fieldErrors: FieldErrors<Field>; message?: string };

export interface FieldChecker<F extends string> {
  /** Records `message` on `field` unless `ok`; the first failing rule of a field wins. */
  need(field: F, ok: unknown, message: string): void;
  /** Copies another checker's errors (a shared rule set such as the password rules). */
  add(errors: FieldErrors<F>): void;
  /** The outcome: `value()` when no field failed and there is no form message. */
  result<V>(value: () => V, message?: string | null): Validation<V, F>;
}

/** Collects field errors in rule order and turns them into a Validation. */
export function fieldChecker<F extends string>(): FieldChecker<F> {
  const errors: FieldErrors<F> = {};
  const need = (field: F, ok: unknown, message: string) => { if (!ok && !errors[field]) errors[field] = message; };
  return {
    need,
    add(more) { for (const [field, message] of Object.entries(more) as [F, string | undefined][]) if (message) need(field, false, message); },
    result(value, message) {
      if (Object.keys(errors).length === 0 && !message) return { ok: true, value: value() };
      return message ? { ok: false, fieldErrors: errors, message } : { ok: false, fieldErrors: errors };
    },
  };
}

/** The field errors of a validation ({} when it passed). */
export const fieldErrorsOf = <F extends string>(v: Validation<unknown, F>): FieldErrors<F> => (v.ok ? {} : v.fieldErrors);

/** Errors clear when their field is edited (product §5). */
export function clearFieldError<F extends string>(errors: FieldErrors<F>, field: F): FieldErrors<F> {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
