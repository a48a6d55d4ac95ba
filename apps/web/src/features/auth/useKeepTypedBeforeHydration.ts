import { useEffect, type RefObject } from 'react';

/**
 * Prerendered forms can be typed into before React hydrates. React keeps what the DOM shows,
 * but the form state starts empty, so the next render would wipe it. Right after hydration,
 * copy any typed values into state once, so nothing the user typed is lost.
 */
export function useKeepTypedBeforeHydration<V extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  values: V,
  setField: <K extends keyof V>(name: K, value: V[K]) => void,
) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name || !(el.name in values)) continue;
      const name = el.name as keyof V;
      if (typeof values[name] === 'string' && el.value !== values[name]) setField(name, el.value as V[keyof V]);
    }
    // Once, right after hydration: later edits go through the inputs' own handlers.
  }, []);
}
