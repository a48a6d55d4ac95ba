import { openAppTarget } from '@pt/api';
import { useAuth, useLandingQuery, useMobileMode } from '@pt/react';
import { ButtonLink } from '@pt/ui';
import { FloatingNotice, IntroHero } from '@pt/ui/site';
import { HydrateLater } from './afterLoad';
import { lazyPage } from '../../app/lazyPage';
import { renderRouterLink } from '../../app/renderRouterLink';

const Carousel = lazyPage(() => import('./CarouselPart').then((m) => m.CarouselPart));
// One element for every render: HydrateLater's boundary must get no update before it hydrates.
const carousel = <Carousel />;

/**
 * Signed-out: Get Started Free and Sign In; signed-in: Download App and Open App, which opens the
 * web workspace, or the installed app in mobile mode.
 */
function HeroActions() {
  const auth = useAuth();
  const openApp = openAppTarget(useMobileMode());
  if (auth.status === 'signedIn') {
    return (
      <>
        <ButtonLink href="#download" size="lg">Download App</ButtonLink>
        <ButtonLink href={openApp.href} size="lg" variant="outline" renderLink={renderRouterLink}>Open App</ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink href="/signup" size="lg" renderLink={renderRouterLink}>Get Started Free</ButtonLink>
      <ButtonLink href="/signin" size="lg" variant="outline" renderLink={renderRouterLink}>Sign In</ButtonLink>
    </>
  );
}

/** Query parameters of product §2 (verification redirect, affiliate link, coupon) and the verified banner. */
function LandingQuery() {
  const { showVerifiedBanner, verifiedMessage, dismissVerifiedBanner } = useLandingQuery();
  return showVerifiedBanner ? <FloatingNotice onDismiss={dismissVerifiedBanner}>{verifiedMessage}</FloatingNotice> : null;
}

/** The hero (product §1, §2): pill, h1, the auth-dependent actions, store badges and the phone carousel. */
export function HeroPart() {
  return (
    <>
      <LandingQuery />
      <IntroHero
        pill="Early access: now open"
        headline="Every holding."
        headlineAccent="One clear picture."
        lead="Track stocks, ETFs and funds from every broker in one app, with performance analytics, a plugin marketplace and market data delayed by only 15 minutes."
        actions={<HeroActions />}
        notes={['14-day free trial', 'No card needed', 'iOS, Android and web']}
        stores={[{ store: 'app-store' }, { store: 'google-play' }]}
        // The mock-ups turn every few seconds: the first one shows from the HTML, and they hydrate
        // once the page has loaded (or at the visitor's first input), after the start-up JavaScript.
        visual={<HydrateLater gate="carousel">{carousel}</HydrateLater>}
      />
    </>
  );
}
