import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to the page's heading (h1) when the route changes, not on first load
 * (issue 11's keyboard journey). Scoped to `container` when given.
 */
export function useRouteFocus(container?: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    const root: ParentNode | null = container?.current ?? (typeof document !== 'undefined' ? document : null);
    const heading = root?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [pathname, container]);
}
