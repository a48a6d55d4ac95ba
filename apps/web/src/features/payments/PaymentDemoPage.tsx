// /payment-demo (product §2): Pricing Plans (default), Payment Dashboard and Features. Signed out,
// the page shows the sign-in notice and the dashboard tab shows 'Authentication Required'.
// The card provider's script is requested only when a card form mounts.
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useLocation } from 'react-router-dom';
import type { PlanOffer } from '@pt/api';
import { useAuth, useChangePlan } from '@pt/react';
import { Alert, ButtonLink, Container, PageHeading, Stack, Tabs, VisuallyHidden } from '@pt/ui';
import { AccountNotice } from '@pt/ui/account';
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { FeaturesView } from './FeaturesView';
import type { DashboardTab } from './PaymentDashboard';
import { Loading } from '../../app/Loading';
import { PricingView } from './PricingView';
import { renderRouterLink } from '../../app/renderRouterLink';

type PageTab = 'pricing' | 'dashboard' | 'features';

// The dashboard (and with it the card forms) is its own chunk, fetched when its tab opens.
const PaymentDashboard = lazyPage(() => import('./PaymentDashboard').then((m) => m.PaymentDashboard));

export function PaymentDemoPage() {
  const auth = useAuth();
  const change = useChangePlan();
  // Navigation state `{ dashboardTab }` (checkout sends a new member to their subscription or billing)
  // opens the dashboard there. State, not a query: the prerendered page is the pricing tab, and a page
  // opened with navigation state renders afresh instead of hydrating it.
  const asked = (useLocation().state as { dashboardTab?: unknown } | null)?.dashboardTab;
  const opened: DashboardTab | null = asked === 'subscription' || asked === 'billing' || asked === 'methods' || asked === 'settings' ? asked : null;
  const [tab, setTab] = useState<PageTab>(opened ? 'dashboard' : 'pricing');
  const [dashboardTab, setDashboardTab] = useState<DashboardTab>(opened ?? 'subscription');
  const signedIn = auth.status === 'signedIn';

  const switchPlan = (offer: PlanOffer, current: PlanOffer | null) => {
    change.select(offer, current);
    setDashboardTab('subscription');
    setTab('dashboard');
  };
  const browsePlans = () => setTab('pricing');

  return (
    <main id="main">
      <Container size="lg">
        <Stack gap="8" paddingY="10">
          <PageHeading
            eyebrow="Plans and payments"
            title="Choose your plan"
            lead="Start with a 14-day free trial, no card needed. Manage your subscription, cards and invoices in one place."
          />
          {/* Also while auth is unknown (the prerendered HTML), so a signed-out visitor's page does not shift. */}
          {auth.status !== 'signedIn' ? (
            <Alert
              tone="warning"
              title="Authentication Required"
              description="Please sign in to access the full payment dashboard and manage your subscription."
              action={<ButtonLink href={SIGN_IN_BACK} size="sm" renderLink={renderRouterLink}>Sign In</ButtonLink>}
            />
          ) : null}
          <Tabs
            aria-label="Payment demo"
            variant="pills"
            value={tab}
            onValueChange={(id) => setTab(id as PageTab)}
            items={[
              { id: 'pricing', label: 'Pricing Plans', content: <TabSection title="Pricing plans"><PricingView signedIn={signedIn} onSwitchPlan={switchPlan} /></TabSection> },
              {
                id: 'dashboard',
                label: 'Payment Dashboard',
                content: (
                  <TabSection title="Payment dashboard">
                    <SignedInOnly signedOut={<DashboardSignIn />}>
                      {(user) => (
                        <Suspense fallback={<Loading text="Loading payment dashboard..." />}>
                          <PaymentDashboard user={user} tab={dashboardTab} onTabChange={setDashboardTab} change={change} onBrowsePlans={browsePlans} />
                        </Suspense>
                      )}
                    </SignedInOnly>
                  </TabSection>
                ),
              },
              { id: 'features', label: 'Features', content: <TabSection title="Features"><FeaturesView /></TabSection> },
            ]}
          />
        </Stack>
      </Container>
    </main>
  );
}

/** Each tab panel's content under a (visually hidden) h2, so the cards' h3 headings follow the page's h1. */
function TabSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <VisuallyHidden as="h2">{title}</VisuallyHidden>
      {children}
    </section>
  );
}

const SIGN_IN_BACK = '/signin?redirect=%2Fpayment-demo';
const SIGN_UP_BACK = '/signup?redirect=%2Fpayment-demo';

/** The dashboard's guard (product §2 "Guard screens"), as a section of this page rather than a page of its own. */
function DashboardSignIn() {
  return (
    <AccountNotice
      tone="warning"
      headingLevel="h2"
      title="Authentication Required"
      description="You need to sign in to access this page."
      actions={
        <>
          <ButtonLink href={SIGN_IN_BACK} renderLink={renderRouterLink}>Sign In</ButtonLink>
          <ButtonLink href={SIGN_UP_BACK} variant="outline" renderLink={renderRouterLink}>Sign Up</ButtonLink>
        </>
      }
    />
  );
}
