import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useRouteFocus } from '@pt/react';
import { HeaderSlot, SITE_STYLES, SkipLink } from '@pt/ui';
import { HydrateLater } from '../features/public/afterLoad';
import { lazyPart } from '../features/public/lazyPart';

// Header, footer and the cookie consent UI are their own chunks (the landing's initial JS budget).
// The build's server render loads them first, so the prerendered HTML has them in full.
const loadHeader = () => import('../features/public/HeaderPart').then((m) => m.HeaderPart);
const loadFooter = () => import('../features/public/FooterPart').then((m) => m.FooterPart);
const loadConsent = () => import('../features/public/ConsentPart').then((m) => m.ConsentPart);
const Header = lazyPart(loadHeader, import.meta.env.SSR ? await loadHeader() : undefined);
const Footer = lazyPart(loadFooter, import.meta.env.SSR ? await loadFooter() : undefined);
const Consent = lazyPart(loadConsent, import.meta.env.SSR ? await loadConsent() : undefined);
// One element for every render: HydrateLater's boundary must get no update before it hydrates.
const footer = <Footer />;

/**
 * The frame around every page: skip link, header (auth states, section navigation), the page,
 * footer (with 'Cookie preferences'), and the cookie banner and preferences. Focus moves to
 * the page's h1 on navigation.
 */
export function AppLayout() {
  useRouteFocus();
  return (
    // SITE_STYLES: the prerendered parts' CSS is in the entry stylesheet, so their HTML paints styled.
    <div data-site={SITE_STYLES}>
      <SkipLink />
      <Suspense fallback={<HeaderSlot />}>
        <Header />
      </Suspense>
      {/* The page's own boundary: a code-split page hydrates on its own, and on navigation (a
          transition) the previous page stays until the next one has arrived. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* A prerendered page's footer hydrates once the page has loaded, or at the first input
          (every way down to it is one): it is below the fold, and not start-up JavaScript. */}
      <Suspense fallback={null}>
        <HydrateLater gate="footer">{footer}</HydrateLater>
      </Suspense>
      <Suspense fallback={null}>
        <Consent />
      </Suspense>
    </div>
  );
}
