import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TransactionForm, type TransactionFormProps } from './TransactionForm';

beforeAll(() => {
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
});

const search = { results: [{ symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock' }], loading: false, onQueryChange: vi.fn() };

function renderForm(props: Partial<TransactionFormProps> = {}) {
  const onSubmit = vi.fn();
  const utils = render(<TransactionForm maxDate="2026-11-21" search={search} onSubmit={onSubmit} {...props} />);
  const rerender = (more: Partial<TransactionFormProps>) =>
    utils.rerender(<TransactionForm maxDate="2026-11-21" search={search} onSubmit={onSubmit} {...props} {...more} />);
  return { onSubmit, rerender };
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('TransactionForm', () => {
  it('fills the price from the quote until a price is typed, and never replaces a typed one', async () => {
    const { rerender } = renderForm({ quotedPrice: 228.52 });
    expect(field('Price per share')).toHaveValue('228.52');
    rerender({ quotedPrice: 230.1 });
    expect(field('Price per share')).toHaveValue('230.1');
    await userEvent.clear(field('Price per share'));
    await userEvent.type(field('Price per share'), '199');
    rerender({ quotedPrice: 231 });
    expect(field('Price per share')).toHaveValue('199');
  });

  it('asks a dividend for the shares held and the cash per share, never the quote', async () => {
    const { onSubmit } = renderForm({ quotedPrice: 228.52, defaultValues: { symbol: 'AAPL' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Dividend' }));
    expect(screen.queryByRole('textbox', { name: /^Price per share/ })).toBeNull();
    expect(field('Dividend per share')).toHaveValue('');
    expect(field('Shares held')).toHaveAccessibleDescription(/Shares the dividend was paid on/);
    await userEvent.type(field('Shares held'), '10');
    await userEvent.type(field('Dividend per share'), '0.26');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(onSubmit).toHaveBeenCalledWith({ symbol: 'AAPL', type: 'dividend', quantity: '10', price: '0.26', executed_at: '2026-11-21' });
  });

  it('submits what was typed, keeps it through errors and takes focus to the first field in error', async () => {
    const { onSubmit, rerender } = renderForm();
    await userEvent.type(screen.getByRole('combobox', { name: /Symbol/ }), 'AAPL');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Sell' }));
    await userEvent.type(field('Quantity'), '0');
    await userEvent.type(field('Price per share'), '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(onSubmit).toHaveBeenCalledWith({ symbol: 'AAPL', type: 'sell', quantity: '0', price: '-5', executed_at: '2026-11-21' });

    rerender({
      fieldErrors: { quantity: 'Quantity must be greater than 0', price: 'Price cannot be negative' },
      error: 'Could not save the transaction.',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the transaction.');
    expect(field('Quantity')).toHaveValue('0');
    expect(field('Quantity')).toHaveAccessibleDescription(/Quantity must be greater than 0/);
    expect(field('Quantity')).toHaveFocus();
    expect(field('Price per share')).toHaveValue('-5');
    expect(screen.getByRole('combobox', { name: /Symbol/ })).toHaveValue('AAPL');
    expect(screen.getByRole('radio', { name: 'Sell' })).toBeChecked();
  });

  it('does not allow a date after the last one given', () => {
    renderForm();
    expect(screen.getByLabelText(/^Date/)).toHaveAttribute('max', '2026-11-21');
  });

  it('edits a transaction from its values, keeping its price over the quote', () => {
    renderForm({
      mode: 'edit',
      defaultValues: { symbol: 'AAPL', type: 'buy', quantity: '10', price: '190', executed_at: '2026-10-01' },
      quotedPrice: 228.52,
    });
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(field('Price per share')).toHaveValue('190');
    expect(field('Quantity')).toHaveValue('10');
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-10-01');
  });

  it('shows controlled values and reports each change', async () => {
    const onFieldChange = vi.fn();
    renderForm({ values: { symbol: 'VOO', type: 'buy', quantity: '2', price: '500', executed_at: '2026-11-20' }, onFieldChange });
    expect(field('Quantity')).toHaveValue('2');
    await userEvent.type(field('Quantity'), '5');
    expect(onFieldChange).toHaveBeenLastCalledWith('quantity', '25');
  });

  it('does not submit again while pending', async () => {
    const { onSubmit } = renderForm({ pending: true });
    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('TransactionForm: every kind', () => {
  const kinds = {
    primary: [{ value: 'buy', label: 'Buy' }, { value: 'sell', label: 'Sell' }, { value: 'dividend', label: 'Dividend' }],
    other: [{ value: 'deposit', label: 'Deposit' }, { value: 'split', label: 'Split' }, { value: 'transfer_out', label: 'Transfer out' }],
  };

  it('offers the other kinds under Other, in a list, and reports the kind chosen', async () => {
    const onFieldChange = vi.fn();
    renderForm({ typeOptions: kinds, onFieldChange });
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(onFieldChange).toHaveBeenLastCalledWith('type', 'deposit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'split');
    expect(onFieldChange).toHaveBeenLastCalledWith('type', 'split');
  });

  it('shows the fields the page names for the type, and submits them', async () => {
    const { onSubmit } = renderForm({
      typeOptions: kinds, fields: ['type', 'transfer_portfolio_id', 'amount', 'currency', 'fee', 'executed_at'],
      labels: { transfer_portfolio_id: 'To portfolio' }, currencyOptions: [{ value: 'EUR', label: 'EUR' }, { value: 'USD', label: 'USD' }],
      portfolioOptions: [{ value: 'p2', label: 'Savings' }], defaultValues: { type: 'transfer_out', currency: 'EUR' },
    });
    expect(screen.queryByRole('combobox', { name: /Symbol/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Quantity/ })).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^To portfolio/ }), 'p2');
    await userEvent.type(field('Amount'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Add transaction' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'transfer_out', transfer_portfolio_id: 'p2', amount: '250', currency: 'EUR' }));
  });
});
