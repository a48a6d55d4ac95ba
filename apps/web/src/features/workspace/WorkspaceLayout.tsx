// The frame of the workspace's pages, inside the app shell (product §10.19): the app's navigation,
// the page's h1, the portfolio switcher on the pages about the chosen portfolio, and the sub-page.
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageFrame, PageHeading, PageSlot } from '@pt/ui';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { WorkspaceNav } from './WorkspaceNav';
import { workspacePageFor } from './workspacePages';

const HEADING_ID = 'workspace-heading';

export interface WorkspaceLayoutProps {
  /** The portfolio switcher, under the heading on the pages about one portfolio (`portfolioScoped`). */
  switcher?: ReactNode;
  /** The query the navigation keeps (the chosen portfolio), on every page, so coming back to a portfolio's page finds it chosen. */
  search?: string;
  /** The sub-page; the router's outlet by default. */
  children?: ReactNode;
}

export function WorkspaceLayout({ switcher, search, children }: WorkspaceLayoutProps) {
  const { pathname } = useLocation();
  const page = workspacePageFor(pathname);
  useDocumentTitle(page.title);
  return (
    <PageFrame width="lg" spacing="md" labelledBy={HEADING_ID}>
      <WorkspaceNav current={page} search={search} />
      <PageHeading id={HEADING_ID} eyebrow="Your workspace" title={page.heading} />
      {page.portfolioScoped ? switcher : null}
      {/* A sub-page's chunk loading holds a page's height, so the footer does not show and then jump away. */}
      <Suspense fallback={<PageSlot />}>
        {children ?? <Outlet />}
      </Suspense>
    </PageFrame>
  );
}
