import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a rejected submit, moves focus to the first invalid control of the form so
 * keyboard and screen-reader users land on the message. Call the returned function
 * when a submit fails validation.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>): () => void {
  const [attempt, setAttempt] = useState(0);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
