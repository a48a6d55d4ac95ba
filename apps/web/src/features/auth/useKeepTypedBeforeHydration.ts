import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Prerendered forms can be typed into before React hydrates. React keeps what the DOM shows,
 * but the form state starts empty, so the next render would wipe it. Right after hydration, copy
 * any typed values into state. Again at every later input and whenever focus leaves a field:
 * text typed while React hydrates the form can reach neither this first copy nor the field's own
 * onChange (React records the field's value as it hydrates and sees no change), and the next
 * render would clear it. Only string fields whose DOM value differs from the state are copied.
 */
export function useKeepTypedBeforeHydration<V extends object>(
  formRef: RefObject<HTMLFormElement | null>,
  values: V,
  setField: <K extends keyof V>(name: K, value: V[K]) => void,
) {
  const latest = useRef({ values, setField });
  // After each commit, before the effect below first reads it.
  useLayoutEffect(() => { latest.current = { values, setField }; });

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const copyTyped = () => {
      const { values: current, setField: set } = latest.current;
      for (const el of Array.from(form.elements)) {
        if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name || !(el.name in current)) continue;
        const name = el.name as keyof V;
        if (typeof current[name] === 'string' && el.value !== current[name]) set(name, el.value as V[keyof V]);
      }
    };
    copyTyped();
    // Capture: before React's own handlers for the same event, so one render holds both updates.
    form.addEventListener('input', copyTyped, true);
    form.addEventListener('focusout', copyTyped, true);
    return () => {
      form.removeEventListener('input', copyTyped, true);
      form.removeEventListener('focusout', copyTyped, true);
    };
  }, [formRef]);
}
