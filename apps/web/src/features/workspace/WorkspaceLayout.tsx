// The frame of /app and /app/transactions: the page's h1, the portfolio switcher, the
// Overview / Transactions sub-navigation, and the sub-page below.
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Container, Inline, PageHeading, Stack } from '@pt/ui';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Loading } from '../payments/Loading';
import { WorkspaceNav } from './WorkspaceNav';
import { workspacePageFor } from './workspacePages';

export interface WorkspaceLayoutProps {
  /** The portfolio switcher, beside the heading. */
  switcher?: ReactNode;
  /** The query the sub-navigation keeps (the chosen portfolio). */
  search?: string;
  /** The sub-page; the router's outlet by default. */
  children?: ReactNode;
}

export function WorkspaceLayout({ switcher, search, children }: WorkspaceLayoutProps) {
  const { pathname } = useLocation();
  const page = workspacePageFor(pathname);
  useDocumentTitle(page.title);
  return (
    <main id="main">
      <Container size="lg">
        <Stack gap="6" paddingY="10">
          <Inline align="spaceBetween" alignY="bottom" gap="4">
            <PageHeading eyebrow="Your workspace" title={page.heading} />
            {switcher}
          </Inline>
          <WorkspaceNav current={page} search={search} />
          <Suspense fallback={<Loading text="Loading..." />}>
            {children ?? <Outlet />}
          </Suspense>
        </Stack>
      </Container>
    </main>
  );
}
