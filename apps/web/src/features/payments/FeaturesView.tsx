// Features tab of /payment-demo: what the payment integration does.
import { FeatureList, type FeatureItem } from '@pt/ui/site';

const features: readonly FeatureItem[] = [
  { icon: 'briefcase', title: 'Plans for every investor', text: 'Free, Premium and Pro, billed monthly or yearly. Yearly billing saves 20%.' },
  { icon: 'clock', title: '14-day free trial', text: 'Every plan starts with a 14-day free trial. No card needed.' },
  { icon: 'devices', title: 'Secure card payments', text: 'Cards are entered in Stripe\u2019s secure field. Card details are never stored on our servers.' },
  { icon: 'chart', title: 'Switch plans any time', text: 'See the price difference before you confirm a switch. Cancel at the end of the period, or undo it.' },
  { icon: 'insight', title: 'Invoices and receipts', text: 'Every payment is invoiced. Download any invoice as a PDF from the Billing tab.' },
  { icon: 'plugin', title: 'Saved payment methods', text: 'Add and remove cards from the Payment Methods tab.' },
];

export function FeaturesView() {
  return <FeatureList features={features} />;
}
