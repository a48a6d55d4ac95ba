import { useCallback, useRef, useState } from 'react';
import { clearFieldError as clearError, type FieldErrors, type Validation } from '@pt/api';

type Field<V> = Extract<keyof V, string>;

export interface FormState<V extends object, R = V> {
  values: V;
  fieldErrors: FieldErrors<Field<V>>;
  /** Sets one field and clears its error (product §5: errors clear when the field is edited). */
  setField<K extends keyof V>(name: K, value: V[K]): void;
  setValues(values: Partial<V>): void;
  clearFieldError(name: Field<V>): void;
  setFieldErrors(errors: FieldErrors<Field<V>>): void;
  /** Runs the SDK validator on the current values and shows its field errors; the validation (its value when ok). */
  validate(): Validation<R, Field<V>>;
  reset(values?: V): void;
  /** The latest values, also inside callbacks created earlier. */
  current(): V;
}

/**
 * Form values plus per-field errors from an SDK validator (`{ ok, value } | { ok: false,
 * fieldErrors, message? }`); shared by every form hook. Without a validator every value passes.
 */
export function useForm<V extends object, R = V>(initial: V, validate?: (values: V) => Validation<R, Field<V>>): FormState<V, R> {
  const [values, setAll] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field<V>>>({});
  // Written only by the setters below, so it always holds what was last set.
  const latest = useRef(values);
  const initialValues = useRef(initial);

  const put = useCallback((next: V) => { latest.current = next; setAll(next); }, []);
  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    put({ ...latest.current, [name]: value });
    setFieldErrors((e) => clearError(e, name as unknown as Field<V>));
  }, [put]);
  const setValues = useCallback((patch: Partial<V>) => put({ ...latest.current, ...patch }), [put]);
  const clearFieldError = useCallback((name: Field<V>) => setFieldErrors((e) => clearError(e, name)), []);
  const runValidate = useCallback((): Validation<R, Field<V>> => {
    const checked = validate ? validate(latest.current) : { ok: true as const, value: latest.current as unknown as R };
    setFieldErrors(checked.ok ? {} : checked.fieldErrors);
    return checked;
  }, [validate]);
  const reset = useCallback((next?: V) => {
    put(next ?? initialValues.current);
    setFieldErrors({});
  }, [put]);
  const current = useCallback(() => latest.current, []);
  return { values, fieldErrors, setField, setValues, clearFieldError, setFieldErrors, validate: runValidate, reset, current };
}
