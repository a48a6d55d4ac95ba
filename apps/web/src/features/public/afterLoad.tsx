// Hydrating parts of a prerendered page later: after the page's load event when the browser is
// idle, as soon as a given element comes near the viewport, or at the visitor's first input,
// whichever comes first. Until then React keeps the server HTML of the boundary as it is
// (selective hydration), so the visitor sees exactly the same page; only its chunk arrives after
// the start-up JavaScript. React does not replay a click on a boundary that has not hydrated, so
// the gate opens on the input that precedes a click (a pointer moving or pressed, a touch, a key,
// a wheel) rather than leaving a fast click on a pricing or contact button without effect.
import { createContext, Suspense, use, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@pt/react';

/** True inside a boundary that hydrates after load: lazy parts there report as loaded later (app/lazyPage.tsx). */
export const HydratesAfterLoad = createContext(false);
export const useHydratesAfterLoad = () => useContext(HydratesAfterLoad);

const gates = new Map<string, Promise<void>>();

/** Input that tells the visitor is about to use the page. */
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

export interface GateOptions {
  /** Id of an element whose approach (within half a screen of the viewport) opens the gate. */
  inView?: string;
  /** Waited for before the idle wait, e.g. the chunks above the fold. */
  after?: () => Promise<unknown>;
}

/**
 * The gate named `name` (one per name): resolves after the load event and `after()` once the
 * browser is idle, when `#inView` comes within half a screen of the viewport, at the visitor's
 * first input (ACTIVITY_EVENTS), or at once when the address names a section (a hash).
 */
export function afterLoadOrInView(name: string, { inView, after }: GateOptions = {}): Promise<void> {
  let gate = gates.get(name);
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
      const target = inView ? document.getElementById(inView) : null;
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
    gates.set(name, gate);
  }
  return gate;
}

function Gate({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/**
 * Renders `children` in the browser once the gate `gate` opens; on the server at once. Meant to
 * sit inside a <Suspense> boundary that hydrates prerendered HTML.
 */
export function HydrateAfterLoad({ gate, children, ...options }: GateOptions & { gate: string; children: ReactNode }) {
  return (
    <HydratesAfterLoad.Provider value>
      {import.meta.env.SSR ? children : <Gate until={afterLoadOrInView(gate, options)}>{children}</Gate>}
    </HydratesAfterLoad.Provider>
  );
}

/**
 * `children` that hydrate later. In the prerender and while React hydrates its HTML they sit in a
 * Suspense boundary of their own behind the gate, which keeps their server HTML until it opens.
 * Rendered in the browser (client-side navigation, a page that was not prerendered) they are plain
 * children: the surrounding boundary shows them with the rest, so nothing pops in. Chosen once per
 * mount: switching later would remount them and lose their state.
 *
 * The boundary must get no update before it hydrates: React would give up its server HTML and show
 * the fallback (nothing) until the gate opens, and the page below would jump. useHydrated re-renders
 * this component once hydration is over, so the deferred element is memoised: the re-render hands
 * React the very same element and it leaves the boundary alone. Callers pass the same children
 * element on every render (a module-level element of a part without props).
 */
export function HydrateLater({ children, gate, inView, after }: GateOptions & { gate: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [defer] = useState(!hydrated);
  const deferred = useMemo(() => (
    <Suspense fallback={null}>
      <HydrateAfterLoad gate={gate} inView={inView} after={after}>{children}</HydrateAfterLoad>
    </Suspense>
  ), [children, gate, inView, after]);
  return defer ? deferred : children;
}
