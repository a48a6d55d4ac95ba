import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * After a submit that failed, the first field in error takes focus, so keyboard and screen-reader
 * users land on what to fix (product §5). The one hook for it, in the kit's forms and the app's
 * pages: put `formRef` on the form and call `focusNextErrors` on submit (or when a submit comes
 * back refused). The errors shown then, or the next ones to arrive, move focus once, on every
 * submit, the same errors again included; errors that arrive while typing do not.
 */
export function useFocusFirstError<Field extends string>(fieldErrors: Partial<Record<Field, ReactNode>>) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const errorKeys = (Object.keys(fieldErrors) as Field[]).filter((k) => fieldErrors[k]).join(',');
  useEffect(() => {
    if (!pending.current || !errorKeys) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorKeys, attempt]);
  const focusNextErrors = useCallback(() => {
    pending.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { formRef, focusNextErrors };
}
