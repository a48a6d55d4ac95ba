import { useCallback, useRef, useState } from 'react';
import { clearFieldError as clearError, type FieldErrors } from '@pt/api';

export interface FormState<V extends object> {
  values: V;
  fieldErrors: FieldErrors<Extract<keyof V, string>>;
  /** Sets one field and clears its error (spec 5: errors clear when the field is edited). */
  setField<K extends keyof V>(name: K, value: V[K]): void;
  setValues(values: Partial<V>): void;
  clearFieldError(name: Extract<keyof V, string>): void;
  setFieldErrors(errors: FieldErrors<Extract<keyof V, string>>): void;
  /** Runs `validate` on the current values; true when valid (errors stored otherwise). */
  validate(): boolean;
  reset(values?: V): void;
  /** The latest values, also inside callbacks created earlier. */
  current(): V;
}

/** Form values plus per-field errors from an SDK validator; shared by every form hook. */
export function useForm<V extends object>(initial: V, validate?: (values: V) => FieldErrors<Extract<keyof V, string>>): FormState<V> {
  type F = Extract<keyof V, string>;
  const [values, setAll] = useState<V>(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const ref = useRef(values);
  ref.current = values;
  const validateRef = useRef(validate);
  validateRef.current = validate;

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    ref.current = { ...ref.current, [name]: value };
    setAll(ref.current);
    setFieldErrors((e) => clearError(e, name as unknown as F));
  }, []);
  const setValues = useCallback((patch: Partial<V>) => {
    ref.current = { ...ref.current, ...patch };
    setAll(ref.current);
  }, []);
  const clearFieldError = useCallback((name: F) => setFieldErrors((e) => clearError(e, name)), []);
  const runValidate = useCallback(() => {
    const errors = validateRef.current?.(ref.current) ?? {};
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }, []);
  const reset = useCallback((next?: V) => {
    ref.current = next ?? initialRef.current;
    setAll(ref.current);
    setFieldErrors({});
  }, []);
  const initialRef = useRef(initial);
  const current = useCallback(() => ref.current, []);
  return { values, fieldErrors, setField, setValues, clearFieldError, setFieldErrors, validate: runValidate, reset, current };
}
