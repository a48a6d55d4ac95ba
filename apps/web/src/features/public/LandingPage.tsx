import { lazyPart } from './lazyPart';

// The landing's parts are chunks of their own: the build's server render loads them first, so the
// prerendered HTML is complete and the browser shows it at once. They have no Suspense boundary of
// their own: the route's boundary keeps the server HTML until they hydrate, and on client-side
// navigation (a transition) it keeps the previous page on screen until the parts have arrived, so
// nothing pops in and the route focus finds the h1.
const loadHero = () => import('./HeroPart').then((m) => m.HeroPart);
const loadSections = () => import('./LandingSections').then((m) => m.LandingSections);
const Hero = lazyPart(loadHero, import.meta.env.SSR ? await loadHero() : undefined);
const Sections = lazyPart(loadSections, import.meta.env.SSR ? await loadSections() : undefined);

/** The landing page (spec 1, 2). */
export function LandingPage() {
  return (
    <main id="main" tabIndex={-1}>
      <Hero />
      <Sections />
    </main>
  );
}
