import { useEffect, useRef, type ReactNode } from 'react';

/**
 * After a submit, the first field in error takes focus, so the reader lands on what to fix. Put
 * `formRef` on the form and call `focusNextErrors` on submit: the next errors the app sends move
 * focus once; errors that arrive while typing do not.
 */
export function useFocusFirstError<Field extends string>(fieldErrors: Partial<Record<Field, ReactNode>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterSubmit = useRef(false);
  const errorKeys = (Object.keys(fieldErrors) as Field[]).filter((k) => fieldErrors[k]).join(',');
  useEffect(() => {
    if (!focusAfterSubmit.current || !errorKeys) return;
    focusAfterSubmit.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorKeys]);
  const focusNextErrors = () => { focusAfterSubmit.current = true; };
  return { formRef, focusNextErrors };
}
