// Sample flagged commissions for the admin stories and tests (not exported by the kit).
import { disposableEmail, networkBurst, selfReferral } from '../../private/LedgerShared/storyFixtures';
import type { ReviewCommissionRow } from './AdminCommissionReview';

export const flaggedCommissions: ReviewCommissionRow[] = [
  {
    id: 'c6', affiliateEmail: 'ada@example.com', customerEmail: 'ada+promo@example.com', amount: 9.99, rate: 30, commission: 3,
    date: '2026-11-18T15:40:00Z', source: { kind: 'coupon', name: 'ADA10' }, flags: [selfReferral],
  },
  {
    id: 'c9', affiliateEmail: 'grace@example.com', customerEmail: 'temp4821@mailinator.com', amount: 99.9, rate: 25, commission: 24.98,
    date: '2026-11-17T08:02:00Z', source: { kind: 'link', name: 'Conference talk' }, flags: [disposableEmail, networkBurst],
  },
];
