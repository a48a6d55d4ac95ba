import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useRouteFocus } from '@pt/react';
import { SITE_STYLES, SkipLink } from '@pt/ui/site';
import { HydrateLater } from '../features/public/afterLoad';
import { HeaderPart } from '../features/public/HeaderPart';
import { lazyPage } from './lazyPage';
import { isWorkspacePath } from '../features/workspace/isOverviewPath';

// The header is part of the app's entry: every page shows it at once and it hydrates with the page.
// The footer and the cookie consent UI are chunks of their own, loaded after a prerendered page
// (the landing's start-up JavaScript budget); the build's server render loads them first.
const Footer = lazyPage(() => import('../features/public/FooterPart').then((m) => m.FooterPart));
const Consent = lazyPage(() => import('../features/public/ConsentPart').then((m) => m.ConsentPart));
// One element for every render: HydrateLater's boundary must get no update before it hydrates.
const footer = <Footer />;
const consent = <Consent />;

/**
 * The frame around every page: skip link, header (auth states, section navigation), the page,
 * footer (with 'Cookie preferences'), and the cookie banner and preferences. Focus moves to
 * the page's h1 on navigation. The workspace (/app/*) is the app shell (product §10.19): the
 * header without the marketing links, the app's own navigation (in the workspace's frame), no footer.
 */
export function AppLayout() {
  useRouteFocus();
  const app = isWorkspacePath(useLocation().pathname);
  return (
    // SITE_STYLES: the prerendered parts' CSS is in the entry stylesheet, so their HTML paints styled.
    <div data-site={SITE_STYLES}>
      <SkipLink />
      <HeaderPart app={app} />
      {/* The page's own boundary: a code-split page hydrates on its own, and on navigation (a
          transition) the previous page stays until the next one has arrived. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {/* A prerendered page's footer hydrates once the page has loaded, or at the first input
          (every way down to it is one): it is below the fold, and not start-up JavaScript. */}
      {app ? null : (
        <Suspense fallback={null}>
          <HydrateLater gate="footer">{footer}</HydrateLater>
        </Suspense>
      )}
      {/* The cookie banner has no server HTML (the consent record is only known in the browser): on a
          prerendered page it appears once the page has loaded or at the first input, like the footer. */}
      <Suspense fallback={null}>
        <HydrateLater gate="consent">{consent}</HydrateLater>
      </Suspense>
    </div>
  );
}
