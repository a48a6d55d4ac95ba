// /app/billing (product §10.19): the member's subscription, cards, invoices and payment settings
// inside the app shell. Decision: the same payment dashboard as /payment-demo's 'Payment Dashboard'
// tab (features/payments/PaymentDashboard), one implementation in two places; choosing another
// plan happens on the plans page, which that dashboard's 'Browse plans' opens.
import { Suspense, useState } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { useNavigate } from 'react-router-dom';
import { useAuth, useChangePlan } from '@pt/react';
import type { DashboardTab } from '../payments/PaymentDashboard';
import { Loading } from '../../app/Loading';

// Its own chunk, shared with /payment-demo's dashboard tab (the card forms load inside it on demand).
const PaymentDashboard = lazyPage(() => import('../payments/PaymentDashboard').then((m) => m.PaymentDashboard));

export function WorkspaceBillingPage() {
  const auth = useAuth();
  const change = useChangePlan();
  const navigate = useNavigate();
  const [tab, setTab] = useState<DashboardTab>('subscription');
  if (auth.status !== 'signedIn') return null; // the workspace's guard shows the sign-in screen
  return (
    <Suspense fallback={<Loading text="Loading billing..." />}>
      <PaymentDashboard user={auth.user} tab={tab} onTabChange={setTab} change={change} onBrowsePlans={() => navigate('/payment-demo')} />
    </Suspense>
  );
}
