import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from '../scroll';

/** How long to wait for a page that is still loading (spinner first) to render its h1 or hash target. */
export const ROUTE_FOCUS_WAIT_MS = 5000;

/**
 * Menus and dialogs that started the navigation hand focus back to their trigger as they
 * close, just after it; focus moves in this window are theirs, not the user's.
 */
export const ROUTE_FOCUS_SETTLE_MS = 300;

/**
 * On a busy machine the menu's hand-back can come later than the settle window; focus landing
 * on that menu's button this soon is still the menu's. Later it is the user's (Tab, click).
 * 1 s was not enough on a 2-core host under load: the admin area's two nested chunks arrived
 * first and the hand-back after them. Reaching the menu's button on purpose this soon after
 * choosing one of its items would take several Shift+Tabs within the window.
 */
export const MENU_RETURN_GRACE_MS = 3000;

/**
 * Focuses `el` without scrolling, making it focusable first when it is not (tabindex -1:
 * reachable by script, not added to the tab order). For sections whose scroll is handled elsewhere.
 */
export function focusWithoutScroll(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
}

/** The element the location's hash points at (inside `root`), if it is on the page. */
function hashTarget(root: ParentNode, hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try { id = decodeURIComponent(id); } catch { /* keep the raw id */ }
  const el = document.getElementById(id);
  return el && (root === document || (root as Node).contains(el)) ? el : null;
}

/** The button that opened the menu `el` sits in (ARIA: the menu is labelled by its button). */
function menuTrigger(el: Element | null): Element | null {
  const labelledBy = el?.closest('[role="menu"]')?.getAttribute('aria-labelledby');
  return labelledBy ? document.getElementById(labelledBy.split(' ')[0]!) : null;
}

/**
 * Moves focus on navigation, not on first load, so a keyboard or screen-reader user starts at
 * the new page. Scoped to `container` when given.
 *
 * - A new page: its h1. A page that shows a spinner first has no h1 yet, so the container is
 *   watched for up to {@link ROUTE_FOCUS_WAIT_MS} and the first h1 that appears is focused.
 * - A hash (`/#pricing`): the element it targets (now, or once it appears within the same
 *   window), scrolled into view (smoothly unless reduced motion). Until then the h1 holds focus.
 *   A hash-only change never focuses the h1.
 *
 * Waiting stops as soon as the user moves focus elsewhere (focus is neither where it was at
 * navigation, nor on body, nor where this hook put it), and on unmount or the next navigation.
 * Focus moves in the first {@link ROUTE_FOCUS_SETTLE_MS} are taken as the closing menu's, and
 * if one took focus back from the heading, the heading gets it again, unless a pointer or key was
 * pressed after the navigation: then the move is the person's (a menu opened at once stays open).
 */
export function useRouteFocus(container?: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  // The location focus was last handled for; the first one is the initial load (also under
  // StrictMode's second effect run).
  const handled = useRef({ pathname, hash });
  // The menu whose item was last chosen (click, Enter or Space) and when: a menu may close, and
  // focus fall to the body, before the navigation's effect below runs; its button is still the
  // one it will hand focus back to.
  const menuChoice = useRef<{ trigger: Element; at: number } | null>(null);
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const remember = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      const trigger = menuTrigger(event.target instanceof Element ? event.target : null);
      if (trigger) menuChoice.current = { trigger, at: Date.now() };
    };
    document.addEventListener('click', remember, true);
    document.addEventListener('keydown', remember, true);
    return () => {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('keydown', remember, true);
    };
  }, []);
  useEffect(() => {
    const prev = handled.current;
    if (prev.pathname === pathname && prev.hash === hash) return;
    handled.current = { pathname, hash };
    if (typeof document === 'undefined') return;
    const root: ParentNode = container?.current ?? document;
    const pageChanged = prev.pathname !== pathname;
    let baseline = document.activeElement;
    // What had focus when the navigation happened (a link, a menu item): a closing menu may hand
    // focus back near it; anything else focused later is the user's.
    const atNavigation = baseline;
    // A menu item started the navigation: its menu hands focus back to its button when it
    // closes, which can come after the settle window on a busy machine; that is not the user.
    const chosen = menuChoice.current;
    const trigger = menuTrigger(baseline) ?? (chosen && Date.now() - chosen.at < MENU_RETURN_GRACE_MS ? chosen.trigger : null);
    menuChoice.current = null;
    let placed: HTMLElement | null = null;
    const settleUntil = Date.now() + ROUTE_FOCUS_SETTLE_MS;
    const graceUntil = Date.now() + MENU_RETURN_GRACE_MS;
    // A press of a pointer or a key after the navigation is the person acting (the one that started
    // it came before this effect): focus they move is theirs even within the settle window, and a
    // menu they open there is not closed by a heading that arrives later.
    let userActed = false;
    const onUserInput = () => { userActed = true; };
    document.addEventListener('pointerdown', onUserInput, true);
    document.addEventListener('keydown', onUserInput, true);
    const isMenuReturn = (el: EventTarget | null) => !userActed && trigger !== null && el === trigger && Date.now() < graceUntil;

    const userMovedFocus = () => {
      const active = document.activeElement;
      if (Date.now() < settleUntil && !userActed) {
        if (active !== placed) baseline = active;
        return false;
      }
      return !(active === null || active === document.body || active === baseline || active === placed || isMenuReturn(active));
    };
    /** One attempt; true when there is nothing left to wait for. */
    const attempt = (): boolean => {
      // A heading that was replaced (a checking screen giving way to the page) lost its focus
      // to the body: place focus again on what replaced it.
      if (placed && !placed.isConnected) placed = null;
      if (userMovedFocus()) return true;
      const target = hashTarget(root, hash);
      if (placed && (placed === target || (!target && hash.length < 2))) return true; // in place already
      if (target) {
        focusWithoutScroll(target);
        placed = target;
        target.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
        return true;
      }
      if (!pageChanged) return false; // a hash-only change waits for its target only
      if (!placed) {
        const heading = root.querySelector<HTMLElement>('h1');
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: false });
          placed = heading;
        }
      }
      return placed !== null && hash.length < 2; // with a hash, keep waiting for its target
    };

    // After the settle window, give focus back to what this hook placed if a closing menu took it.
    // Only focus on the body, on what started the navigation or on the menu's button counts as the
    // menu's: a field the user clicked meanwhile keeps it.
    const reclaim = setTimeout(() => {
      const active = document.activeElement;
      const menuTookIt = active === null || active === document.body || active === atNavigation || (trigger !== null && active === trigger);
      if (placed && active !== placed && menuTookIt && !userActed) placed.focus({ preventScroll: true });
    }, ROUTE_FOCUS_SETTLE_MS);
    // A menu that returns focus to its button late takes it from the placed heading: give it back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isMenuReturn(event.target)) return;
      if (placed?.isConnected) placed.focus({ preventScroll: true });
      // The page's heading has not arrived yet (its chunk still loading): the menu's button holds
      // focus meanwhile, which is not the user moving on, so the heading still gets it when it comes.
      else baseline = event.target as Element;
    };
    document.addEventListener('focusin', onFocusIn);
    let observer: MutationObserver | null = null;
    const timer = setTimeout(stopWatching, ROUTE_FOCUS_WAIT_MS);
    // A page change keeps watching for the whole window: its first heading may be replaced.
    if (attempt() && !pageChanged) {
      stopWatching();
      return () => clearTimeout(reclaim);
    }
    const observed = root === document ? document.body ?? document.documentElement : (root as Node);
    observer = new MutationObserver(() => {
      if (attempt() && !pageChanged) stopWatching();
      if (pageChanged && userMovedFocus()) stopWatching();
    });
    observer.observe(observed, { childList: true, subtree: true });
    function stopWatching() {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onUserInput, true);
      document.removeEventListener('keydown', onUserInput, true);
      clearTimeout(timer);
    }
    return () => {
      stopWatching();
      clearTimeout(reclaim);
    };
  }, [pathname, hash, container]);
}
