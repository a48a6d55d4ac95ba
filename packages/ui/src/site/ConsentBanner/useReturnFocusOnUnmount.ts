import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/** Where focus goes when nothing better exists: the page's main landmark. */
function mainLandmark(): HTMLElement | null {
  const main = document.getElementById('main') ?? document.querySelector<HTMLElement>('main, [role="main"]');
  if (main && !main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

/**
 * For a region that disappears after a choice made inside it (the consent banner): when it
 * unmounts while focus is inside, focus moves to the element that had focus before focus entered
 * the region, if it is still in the page, else to the `main` landmark (`#main`, given
 * tabindex=-1 when needed), instead of falling to <body>. Does nothing when focus is elsewhere.
 *
 * Pass the ref of the region's root element and put the returned handler on it as `onFocus`.
 */
export function useReturnFocusOnUnmount<T extends HTMLElement>(regionRef: RefObject<T | null>) {
  const returnTo = useRef<HTMLElement | null>(null);

  const onFocus = (event: FocusEvent<T>) => {
    const from = event.relatedTarget;
    // Remember where focus came from each time it enters the region from outside.
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnTo.current = from;
  };

  // A layout-effect cleanup runs before React removes the region's DOM, so focus is still inside.
  useLayoutEffect(() => {
    const region = regionRef.current;
    return () => {
      if (!region || !region.contains(document.activeElement)) return;
      const previous = returnTo.current;
      returnTo.current = null;
      if (previous && previous.isConnected && !region.contains(previous)) {
        previous.focus();
        if (document.activeElement === previous) return;
      }
      // Focus the landmark without scrolling the page to its top.
      mainLandmark()?.focus({ preventScroll: true });
    };
  }, [regionRef]);

  return onFocus;
}
