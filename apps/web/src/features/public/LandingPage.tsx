import { HydrateLater } from './afterLoad';
import { lazyPage } from '../../app/lazyPage';

// The landing's parts are chunks of their own: the build's server render loads them first, so the
// prerendered HTML is complete and the browser shows it at once. On client-side navigation (a
// transition) they have no Suspense boundary of their own: the route's boundary keeps the previous
// page on screen until the parts have arrived, so nothing pops in and the route focus finds the h1.
// When the prerendered landing hydrates, the sections below the hero get a boundary of their own
// that keeps their server HTML until they hydrate later (see LandingPage below).
const Hero = lazyPage(() => import('./HeroPart').then((m) => m.HeroPart));
const Sections = lazyPage(() => import('./LandingSections').then((m) => m.LandingSections));
// One element for every render: HydrateLater's boundary must get no update before it hydrates.
const sections = <Sections />;

/** The landing page (product §1, §2). */
export function LandingPage() {
  // Prerendered: about, pricing, FAQ and contact hydrate after the page's load event and the hero's
  // chunk (when the browser is idle, at the visitor's first input, or at once when pricing comes
  // near or the address names a section); until then their server HTML stays as it is. On
  // client-side navigation they load with the page (HydrateLater).
  return (
    <main id="main" tabIndex={-1}>
      <Hero />
      <HydrateLater gate="sections" inView="pricing" after={Hero.preload}>{sections}</HydrateLater>
    </main>
  );
}
