// The workspace's pages: where they live, how the app's navigation names them and what the tab says.
import { WORKSPACE_PATH } from '@pt/api';
import { PORTFOLIO_PARAM } from '@pt/react';

export interface WorkspacePage {
  path: string;
  /** The sub-navigation's label. */
  label: string;
  /** The page's h1. */
  heading: string;
  /** The browser tab's title. */
  title: string;
  /**
   * Whether the page is about the chosen portfolio, and so shows the portfolio switcher. Price
   * alerts, API tokens and the assistant (which answers from all the member's portfolios) belong
   * to the member: a switcher there would suggest a choice that changes nothing.
   */
  portfolioScoped: boolean;
}

export const WORKSPACE_PAGES: readonly WorkspacePage[] = [
  { path: WORKSPACE_PATH, label: 'Overview', heading: 'Portfolio', title: 'Portfolio overview', portfolioScoped: true },
  { path: `${WORKSPACE_PATH}/transactions`, label: 'Transactions', heading: 'Transactions', title: 'Transactions', portfolioScoped: true },
  { path: `${WORKSPACE_PATH}/income`, label: 'Income', heading: 'Income', title: 'Dividend income', portfolioScoped: true },
  { path: `${WORKSPACE_PATH}/alerts`, label: 'Alerts', heading: 'Price alerts', title: 'Price alerts', portfolioScoped: false },
  { path: `${WORKSPACE_PATH}/sharing`, label: 'Sharing', heading: 'Sharing and friends', title: 'Sharing and friends', portfolioScoped: true },
  { path: `${WORKSPACE_PATH}/assistant`, label: 'Assistant', heading: 'Chart assistant', title: 'Chart assistant', portfolioScoped: false },
  { path: `${WORKSPACE_PATH}/api`, label: 'API access', heading: 'API access', title: 'API access', portfolioScoped: false },
  // The member's billing (the payment dashboard, one implementation with /payment-demo's) and account (product §10.19, §14).
  { path: `${WORKSPACE_PATH}/billing`, label: 'Billing', heading: 'Billing', title: 'Billing', portfolioScoped: false },
  { path: `${WORKSPACE_PATH}/settings`, label: 'Settings', heading: 'Settings', title: 'Settings', portfolioScoped: false },
];

/** The settings page, and its profile section (the account menu's Profile). */
export const SETTINGS_PATH = `${WORKSPACE_PATH}/settings`;
export const PROFILE_PATH = `${SETTINGS_PATH}#profile`;

/** The workspace page a path shows (a trailing slash is the same page); the overview for any other. */
export function workspacePageFor(pathname: string): WorkspacePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WORKSPACE_PAGES.find((page) => page.path === path) ?? WORKSPACE_PAGES[0]!;
}

/** Parts of the transactions page a link can open at (the route's focus handling brings them into view). */
export const TRANSACTIONS_SECTIONS = { add: 'add-transaction', importCsv: 'import-csv' } as const;
export type TransactionsSection = keyof typeof TRANSACTIONS_SECTIONS;

/** The query that keeps the chosen portfolio across the workspace's pages: '?portfolio=<id>', or none. */
export const portfolioSearch = (portfolioId: string | null): string =>
  portfolioId ? `?${new URLSearchParams({ [PORTFOLIO_PARAM]: portfolioId }).toString()}` : '';

/** The transactions page of a portfolio, optionally at its add form or its CSV import. */
export const transactionsPath = (portfolioId: string | null, section?: TransactionsSection): string =>
  `${WORKSPACE_PAGES[1]!.path}${portfolioSearch(portfolioId)}${section ? `#${TRANSACTIONS_SECTIONS[section]}` : ''}`;
