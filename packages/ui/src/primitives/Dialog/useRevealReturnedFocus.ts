import { useEffect, useLayoutEffect, useRef } from 'react';

// Layout effects need a DOM; the kit also renders on the server (prerendered pages).
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** How many frames after closing the opener is watched: the leave transition, the focus hand-back and the scroll lock's release fit in them. */
const WATCH_FRAMES = 90;

const fullyInView = (el: HTMLElement) => {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
};

/** For a few frames, scrolls the opener to the nearest edge while it has focus and is not fully in view. Returns a stop function. */
function watchOpener(el: HTMLElement): () => void {
  if (typeof requestAnimationFrame !== 'function') return () => undefined;
  let left = WATCH_FRAMES;
  let frame = 0;
  const watch = () => {
    if (document.activeElement === el && !fullyInView(el) && typeof el.scrollIntoView === 'function') {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    left -= 1;
    frame = left > 0 ? requestAnimationFrame(watch) : 0;
  };
  frame = requestAnimationFrame(watch);
  return () => cancelAnimationFrame(frame);
}

/**
 * When a dialog closes, Headless UI hands focus back to the element that opened it, but with
 * `preventScroll`, so an opener near the bottom of a short screen gets focus while it sits partly
 * below the fold and a keyboard user cannot see where they are. For a few frames after closing
 * (focus returns only when the dialog has left, and the page cannot scroll until the dialog's scroll
 * lock is released), an opener that has focus but is not fully in view is scrolled to the nearest
 * edge. A dialog the page removes while open (its action changed what the page shows) hands focus
 * back too, so the watch outlives it.
 */
export function useRevealReturnedFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  const stopWatch = useRef<() => void>(() => undefined);
  useIsomorphicLayoutEffect(() => {
    if (open) {
      stopWatch.current();
      // Layout effects run before Headless UI's effects move focus into the dialog: the opener still has it.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const el = opener.current;
    opener.current = null;
    if (el) stopWatch.current = watchOpener(el);
  }, [open]);
  useIsomorphicLayoutEffect(() => () => {
    const el = opener.current;
    if (el) watchOpener(el);
  }, []);
}
