import { useEffect, useLayoutEffect, useRef } from 'react';

// Layout effects need a DOM; the kit also renders on the server (prerendered pages).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * When a dialog closes, Headless UI hands focus back to the element that opened it, but with
 * `preventScroll`, so an opener near the bottom of a short screen gets focus while it sits partly
 * below the fold and a keyboard user cannot see where they are. This brings it into view (the
 * nearest edge, so an opener already in view does not move) once focus is back on it.
 */
export function useRevealReturnedFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    // Layout effects run before Headless UI's effects move focus into the dialog: the opener still has it.
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  useIsomorphicLayoutEffect(() => {
    const el = opener.current;
    if (open || !el) return undefined;
    opener.current = null;
    let frame = 0;
    const reveal = () => {
      // After the frame: the dialog's scroll lock is released by then, so the page can scroll.
      frame = requestAnimationFrame(() => {
        if (document.activeElement === el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      });
    };
    // Focus may already be back (no leave transition), or arrive when the dialog unmounts.
    if (document.activeElement === el) reveal();
    el.addEventListener('focus', reveal, { once: true });
    return () => {
      el.removeEventListener('focus', reveal);
      cancelAnimationFrame(frame);
    };
  }, [open]);
}
