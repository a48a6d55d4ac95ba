import { Suspense, useEffect, useState } from 'react';
import { HydrateAfterLoad } from './afterLoad';
import { lazyPart } from './lazyPart';
import { canHydrate } from '../../app/prerenderedRoot';

// The landing's parts are chunks of their own: the build's server render loads them first, so the
// prerendered HTML is complete and the browser shows it at once. On client-side navigation (a
// transition) they have no Suspense boundary of their own: the route's boundary keeps the previous
// page on screen until the parts have arrived, so nothing pops in and the route focus finds the h1.
// When the prerendered landing hydrates, the sections below the hero get a boundary of their own
// that keeps their server HTML until they hydrate after load (see LandingPage below).
const loadHero = () => import('./HeroPart').then((m) => m.HeroPart);
const loadSections = () => import('./LandingSections').then((m) => m.LandingSections);
const Hero = lazyPart(loadHero, import.meta.env.SSR ? await loadHero() : undefined);
const Sections = lazyPart(loadSections, import.meta.env.SSR ? await loadSections() : undefined);

// Whether the landing arrived prerendered (evaluated before hydration starts: the entry imports
// this module statically). Only that first render defers the sections below the hero.
let hydratingPrerendered = typeof document !== 'undefined' && window.location.pathname === '/' && canHydrate();

/** The landing page (spec 1, 2). */
export function LandingPage() {
  // Prerendered: about, pricing, FAQ and contact hydrate after the page's load event and the
  // hero's chunk (when the browser is idle, or at once when pricing comes into view or the address
  // names a section), in a boundary of their own that
  // keeps their server HTML meanwhile; the start-up JavaScript is the header, hero and footer.
  // On client-side navigation they load with the page, as before: no boundary of their own.
  const [deferSections] = useState(() => import.meta.env.SSR || hydratingPrerendered);
  useEffect(() => { hydratingPrerendered = false; }, []);
  return (
    <main id="main" tabIndex={-1}>
      <Hero />
      {deferSections ? (
        <Suspense fallback={null}>
          <HydrateAfterLoad watchId="pricing" after={Hero.preload}>
            <Sections />
          </HydrateAfterLoad>
        </Suspense>
      ) : <Sections />}
    </main>
  );
}
