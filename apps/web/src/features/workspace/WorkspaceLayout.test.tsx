import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WorkspaceLayout } from './WorkspaceLayout';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app" element={<WorkspaceLayout search="?portfolio=7" />}>
          <Route index element={<p>overview body</p>} />
          <Route path="transactions" element={<p>transactions body</p>} />
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
});
