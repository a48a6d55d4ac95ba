import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PortfolioSwitcher, type PortfolioSwitcherProps, type PortfolioSwitcherItem } from './PortfolioSwitcher';

beforeAll(() => {
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
});

const portfolios = [{ id: 'p1', name: 'Core holdings' }, { id: 'p2', name: 'Growth' }];

function renderSwitcher(props: Partial<PortfolioSwitcherProps<PortfolioSwitcherItem>> = {}) {
  const handlers = { onSelect: vi.fn(), onCreate: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
  render(<PortfolioSwitcher portfolios={portfolios} selectedId="p1" {...handlers} {...props} />);
  return handlers;
}

const openMenuItem = async (name: RegExp | string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Manage Core holdings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
};

describe('PortfolioSwitcher', () => {
  it('shows the selected portfolio and switches with the keyboard', async () => {
    const { onSelect } = renderSwitcher();
    const button = screen.getByRole('button', { name: /^Portfolio/ });
    expect(button).toHaveAccessibleName('Portfolio: Core holdings');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('p2');
  });

  it('creates a portfolio: an empty name is refused, a refusal keeps the name, success closes', async () => {
    const onCreate = vi.fn().mockRejectedValueOnce(new Error('You already have a portfolio called Growth.')).mockResolvedValueOnce(undefined);
    renderSwitcher({ onCreate });
    await openMenuItem('New portfolio');
    await userEvent.click(await screen.findByRole('button', { name: 'Create portfolio' }));
    expect(screen.getByText('Enter a name for the portfolio')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Growth');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));
    expect(await screen.findByText('You already have a portfolio called Growth.')).toBeInTheDocument();
    expect(name).toHaveValue('Growth');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dividends');
    await userEvent.click(screen.getByRole('button', { name: 'Create portfolio' }));
    expect(onCreate).toHaveBeenLastCalledWith('Dividends', undefined);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument());
  });

  it('renames from the current name', async () => {
    const { onRename } = renderSwitcher();
    await openMenuItem(/^Rename/);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Core holdings');
    await userEvent.type(name, ' 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onRename).toHaveBeenCalledWith('p1', 'Core holdings 2026', undefined);
  });

  it('asks before deleting, naming the portfolio', async () => {
    const { onDelete } = renderSwitcher();
    await openMenuItem(/^Delete/);
    expect(await screen.findByText('Delete \u201cCore holdings\u201d?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete portfolio' }));
    expect(onDelete).toHaveBeenCalledWith('p1');
  });

  it('offers to create the first portfolio when there is none', async () => {
    renderSwitcher({ portfolios: [], selectedId: null });
    await userEvent.click(screen.getByRole('button', { name: 'Create a portfolio' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });
});
