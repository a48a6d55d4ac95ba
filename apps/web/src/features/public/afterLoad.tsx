// Hydrating below-the-fold parts of a prerendered page later: after the page's load event, when
// the browser is idle, as soon as a given element scrolls into view, or at the visitor's first
// input, whichever comes first. Until then React keeps the server HTML of the boundary as it is
// (selective hydration), so the visitor sees exactly the same page; only its chunk arrives after
// the start-up JavaScript. React does not replay a click on a boundary that has not hydrated, so
// the gate opens on the input that precedes a click (a pointer moving or pressed, a touch, a key)
// rather than leaving a fast click on a pricing or contact button without effect.
import { createContext, use, useContext, type ReactNode } from 'react';

/** True inside a boundary that hydrates after load: lazy parts there report as loaded later (lazyPart.tsx). */
export const HydratesAfterLoad = createContext(false);
export const useHydratesAfterLoad = () => useContext(HydratesAfterLoad);

const gates = new Map<string, Promise<void>>();

/** Input that tells the visitor is about to use the page. */
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Resolves after the load event and `after()` (e.g. the chunks above the fold) once the browser is
 * idle, when `#watchId` comes within half a screen of the viewport, at the visitor's first input
 * (ACTIVITY_EVENTS), or at once when the address names a section (a hash).
 */
export function afterLoadOrInView(watchId: string, after?: () => Promise<unknown>): Promise<void> {
  let gate = gates.get(watchId);
  if (!gate) {
    gate = new Promise<void>((open) => {
      // Arriving at a section ('/#faq'): the visitor is below the fold already.
      if (window.location.hash) {
        open();
        return;
      }
      const resolve = () => {
        for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, resolve, true);
        open();
      };
      for (const type of ACTIVITY_EVENTS) window.addEventListener(type, resolve, { capture: true, passive: true });
      const target = document.getElementById(watchId);
      if (target && 'IntersectionObserver' in window) {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        }, { rootMargin: '0px 0px 50% 0px' });
        observer.observe(target);
      }
      const whenIdle = () => {
        void Promise.resolve(after?.()).catch(() => undefined).then(() => {
          if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1500 });
          else setTimeout(resolve, 200);
        });
      };
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    });
    gates.set(watchId, gate);
  }
  return gate;
}

function Gate({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/**
 * Renders `children` in the browser once `afterLoadOrInView(watchId, after)` resolves; on the server at
 * once. Meant to sit inside a <Suspense> boundary that hydrates prerendered HTML.
 */
export function HydrateAfterLoad({ watchId, after, children }: { watchId: string; after?: () => Promise<unknown>; children: ReactNode }) {
  return (
    <HydratesAfterLoad.Provider value>
      {import.meta.env.SSR ? children : <Gate until={afterLoadOrInView(watchId, after)}>{children}</Gate>}
    </HydratesAfterLoad.Provider>
  );
}
