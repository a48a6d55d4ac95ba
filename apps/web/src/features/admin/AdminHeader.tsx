// The top of every admin page: the heading with an optional action beside it (Refresh), and the
// admin sub-navigation under it; the browser tab is named after the page.
import type { ReactNode } from 'react';
import { Inline, PageHeading, Stack } from '@pt/ui';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AdminNav } from './AdminNav';
import type { AdminPage } from './adminPages';

export function AdminHeader({ page, action }: { page: AdminPage; action?: ReactNode }) {
  useDocumentTitle(page.title);
  return (
    <Stack gap="4">
      <Inline gap="4" align="spaceBetween" alignY="bottom">
        <PageHeading eyebrow="Admin" title={page.heading} lead={page.lead} />
        {action}
      </Inline>
      <AdminNav current={page} />
    </Stack>
  );
}
