// The admin area's pages: where they live, how the sub-navigation names them and what the tab says.

export interface AdminPage {
  path: string;
  /** The sub-navigation's label. */
  label: string;
  /** The page's h1. */
  heading: string;
  /** The line under the heading. */
  lead: string;
  /** The browser tab's title. */
  title: string;
}

export const ADMIN_PAGES = {
  applications: {
    path: '/admin/affiliate-applications', label: 'Applications', heading: 'Affiliate Applications',
    lead: 'Review applications to the affiliate programme.', title: 'Affiliate applications',
  },
  payouts: {
    path: '/admin/payouts', label: 'Payouts', heading: 'Payouts',
    lead: 'Send the transfer outside the product, then record it here with its reference, or reject the request with a reason.',
    title: 'Payouts',
  },
  commissions: {
    path: '/admin/commissions', label: 'Held commissions', heading: 'Held Commissions',
    lead: 'Commissions a fraud signal holds: approve them, or void them with a reason the affiliate sees.', title: 'Held commissions',
  },
  audit: {
    path: '/admin/audit', label: 'Audit log', heading: 'Audit Log',
    lead: 'Every admin decision on applications, commissions, payouts and refunds, newest first.', title: 'Audit log',
  },
  mail: {
    path: '/admin/mail', label: 'E-mail', heading: 'E-mail Deliveries',
    lead: 'E-mail the server could not deliver, with the mail relay’s last answer, and how many wait to be sent.', title: 'E-mail deliveries',
  },
  dataHealth: {
    path: '/admin/data-health', label: 'Data health', heading: 'Market Data Health',
    lead: 'Each market-data provider’s state, and the held instruments whose price is stale or missing, most money first.',
    title: 'Market data health',
  },
} as const satisfies Record<string, AdminPage>;

/** In the sub-navigation's order. */
export const ADMIN_NAV: readonly AdminPage[] = [ADMIN_PAGES.applications, ADMIN_PAGES.payouts, ADMIN_PAGES.commissions, ADMIN_PAGES.audit, ADMIN_PAGES.dataHealth, ADMIN_PAGES.mail];
