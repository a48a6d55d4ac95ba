import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { brand, LANDING_SECTIONS, openAppTarget } from '@pt/api';
import { useApiClient, useAuth, useMobileMode, useSectionNavigation } from '@pt/react';
import { SiteHeader, type HeaderAuth } from '@pt/ui/site';
import { HydrateLater } from './afterLoad';
import { lazyPage } from '../../app/lazyPage';
import { renderRouterLink } from '../../app/renderRouterLink';

// The bell is a chunk of its own, asked for only once a member is signed in (SiteHeader renders
// the slot for them alone), so the landing's start-up JS does not carry it.
// Its default export keeps the import here as short as it can be: this line is start-up JS.
const HeaderNotifications = lazyPage(() => import('../notifications/HeaderNotifications').then((m) => m.default));
// The social links (their glyphs about 1 KB gzip) are in the server HTML, plain links that work at
// once, and hydrate after the page has loaded, like the footer: not start-up JavaScript. One
// element for every render: HydrateLater's boundary must get no update before it hydrates.
const SocialPart = lazyPage(() => import('./SocialPart').then((m) => m.SocialPart));
const social = <Suspense fallback={null}><HydrateLater gate="social"><SocialPart /></HydrateLater></Suspense>;

/**
 * The header of every page (product §2), with its own auth state so the layout never re-renders for
 * it. `app`: the workspace's header (product §10.19): the brand leads to /app, no marketing links.
 */
export function HeaderPart({ app = false }: { app?: boolean }) {
  const auth = useAuth();
  const client = useApiClient('HeaderPart');
  const navigate = useNavigate();
  // Signed out either way: the SDK clears the session even when the call fails, and the
  // provider then clears every cached read. A plain call rather than useSignOut's write state,
  // which the header never shows and whose code would weigh on every page's start-up.
  const goHome = () => navigate('/');
  const sections = useSectionNavigation();
  // Portfolio: the web workspace, or the installed app in mobile mode (as the hero's Open App).
  const portfolio = openAppTarget(useMobileMode());
  const headerAuth: HeaderAuth =
    auth.status === 'loading' ? { status: 'loading' }
      : auth.status === 'signedOut' ? { status: 'signed-out' }
        : {
          status: 'signed-in',
          email: auth.user.email,
          isAdmin: auth.isAdmin,
          portfolio: { href: portfolio.href },
          // The workspace's settings page (workspacePages.ts: SETTINGS_PATH, PROFILE_PATH; not imported, which would put the workspace's page list in every page's start-up).
          profile: { href: '/app/settings#profile' },
          settings: { href: '/app/settings' },
          onSignOut: () => { client.auth.signOut().then(goHome, goHome); },
        };
  return (
    <SiteHeader
      auth={headerAuth}
      sections={LANDING_SECTIONS}
      productName={brand.name}
      social={social}
      renderLink={renderRouterLink}
      notifications={<HeaderNotifications />}
      variant={app ? 'app' : 'site'}
      homeHref={app ? portfolio.href : '/'}
      onSectionSelect={(id, event) => {
        event.preventDefault();
        sections.goTo(id);
      }}
    />
  );
}
