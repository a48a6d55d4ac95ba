// The workspace's pages: where they live, how the sub-navigation names them and what the tab says.
import { WORKSPACE_PATH } from '@pt/api';

export interface WorkspacePage {
  path: string;
  /** The sub-navigation's label. */
  label: string;
  /** The page's h1. */
  heading: string;
  /** The browser tab's title. */
  title: string;
}

export const WORKSPACE_PAGES: readonly WorkspacePage[] = [
  { path: WORKSPACE_PATH, label: 'Overview', heading: 'Portfolio', title: 'Portfolio overview' },
  { path: `${WORKSPACE_PATH}/transactions`, label: 'Transactions', heading: 'Transactions', title: 'Transactions' },
];

/** The workspace page a path shows (a trailing slash is the same page); the overview for any other. */
export function workspacePageFor(pathname: string): WorkspacePage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WORKSPACE_PAGES.find((page) => page.path === path) ?? WORKSPACE_PAGES[0]!;
}
