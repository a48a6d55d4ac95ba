// The payment dashboard (product §2): Subscription, Payment Methods, Billing, Settings.
import { formatDate, type User } from '@pt/api';
import { useBillingSummary, type useChangePlan } from '@pt/react';
import { Tabs } from '@pt/ui';
import { AccountSettingsPanel } from '@pt/ui/account';
import { BillingTab } from './BillingTab';
import { PaymentMethodsTab } from './PaymentMethodsTab';
import { SubscriptionTab } from './SubscriptionTab';

export type DashboardTab = 'subscription' | 'methods' | 'billing' | 'settings';

interface PaymentDashboardProps {
  user: User;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  change: ReturnType<typeof useChangePlan>;
  onBrowsePlans: () => void;
}

export function PaymentDashboard({ user, tab, onTabChange, change, onBrowsePlans }: PaymentDashboardProps) {
  return (
    <Tabs
      aria-label="Payment dashboard"
      variant="underline"
      value={tab}
      onValueChange={(id) => onTabChange(id as DashboardTab)}
      items={[
        { id: 'subscription', label: 'Subscription', content: <SubscriptionTab change={change} onBrowsePlans={onBrowsePlans} /> },
        { id: 'methods', label: 'Payment Methods', content: <PaymentMethodsTab /> },
        { id: 'billing', label: 'Billing', content: <BillingTab /> },
        { id: 'settings', label: 'Settings', content: <SettingsTab user={user} /> },
      ]}
    />
  );
}

/** Settings (product §2, §11.4): the account's plan, status and renewal from the real subscription. */
function SettingsTab({ user }: { user: User }) {
  const billing = useBillingSummary();
  const s = billing.summary;
  return (
    <AccountSettingsPanel
      email={user.email}
      memberSince={formatDate(user.created_at)}
      {...(s ? { accountType: s.planName, status: s.status, autoRenewal: s.autoRenew } : {})}
    />
  );
}
