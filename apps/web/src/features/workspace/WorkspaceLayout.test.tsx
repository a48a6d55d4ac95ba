import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WorkspaceLayout } from './WorkspaceLayout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app" element={<WorkspaceLayout search="?portfolio=7" switcher={<p>portfolio switcher</p>} />}>
          <Route index element={<p>overview body</p>} />
          <Route path="transactions" element={<p>transactions body</p>} />
          <Route path="income" element={<p>income body</p>} />
          <Route path="sharing" element={<p>sharing body</p>} />
          <Route path="alerts" element={<p>alerts body</p>} />
          <Route path="api" element={<p>api body</p>} />
          <Route path="assistant" element={<p>assistant body</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('WorkspaceLayout', () => {
  it('names the page in its h1 and tab title, and marks its link in the sub-navigation', async () => {
    renderAt('/app');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(document.title).toBe('Portfolio overview · Portfolio Tracker');
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Overview' }));
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Transactions' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('overview body')).toBeInTheDocument();

    // The links keep the chosen portfolio.
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/app/transactions?portfolio=7');
    await userEvent.click(screen.getByRole('link', { name: 'Transactions' }));
    expect(await screen.findByText('transactions body')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(document.title).toBe('Transactions · Portfolio Tracker');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  }, 60_000); // the first import compiles the kit's styles

  it('treats a trailing slash as the same page', () => {
    renderAt('/app/transactions/');
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  }, 60_000);

  it('shows the portfolio switcher on the pages about the chosen portfolio', () => {
    for (const path of ['/app', '/app/transactions', '/app/income', '/app/sharing']) {
      const { unmount } = renderAt(path);
      expect(screen.getByText('portfolio switcher'), path).toBeInTheDocument();
      unmount();
    }
  }, 60_000);

  it('hides it on the member’s own pages (alerts, API access, assistant), whose links still keep the chosen portfolio', async () => {
    for (const path of ['/app/alerts', '/app/api', '/app/assistant']) {
      const { unmount } = renderAt(path);
      expect(screen.getByText(`${path.slice(5)} body`)).toBeInTheDocument();
      expect(screen.queryByText('portfolio switcher'), path).toBeNull();
      expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/app?portfolio=7');
      expect(screen.getByRole('link', { name: 'Income' })).toHaveAttribute('href', '/app/income?portfolio=7');
      unmount();
    }
    // Back on a portfolio's page, the switcher returns.
    renderAt('/app/alerts');
    await userEvent.click(screen.getByRole('link', { name: 'Transactions' }));
    expect(await screen.findByText('transactions body')).toBeInTheDocument();
    expect(screen.getByText('portfolio switcher')).toBeInTheDocument();
  }, 60_000);
});
