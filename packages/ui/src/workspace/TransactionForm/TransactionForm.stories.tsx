import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../primitives/Card';
import type { StockOption } from '../StockSearch';
import { UpgradePrompt } from '../UpgradePrompt';
import { TransactionForm, type TransactionFormProps } from './TransactionForm';

const catalogue: StockOption[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock' },
  { symbol: 'MSFT', name: 'Microsoft Corporation', kind: 'stock' },
  { symbol: 'VOO', name: 'Vanguard S&P 500 ETF', kind: 'etf' },
];
const quotes: Record<string, number> = { AAPL: 228.52, MSFT: 415.3, VOO: 512.4 };

/** The page's part: search results for the typed text and the chosen symbol's delayed quote. */
function FormDemo(props: Partial<TransactionFormProps>) {
  const [query, setQuery] = useState('');
  const [symbol, setSymbol] = useState(props.defaultValues?.symbol ?? '');
  const q = query.trim().toLowerCase();
  const results = q ? catalogue.filter((s) => s.symbol.toLowerCase().startsWith(q) || s.name.toLowerCase().includes(q)) : [];
  const quote = quotes[symbol];
  return (
    <Card variant="outlined" style={{ maxWidth: 640 }}>
      <TransactionForm
        maxDate="2026-11-21"
        onSubmit={fn()}
        {...props}
        search={{ results, loading: false, onQueryChange: setQuery }}
        onFieldChange={(field, value) => { if (field === 'symbol') setSymbol(String(value)); props.onFieldChange?.(field, value); }}
        quotedPrice={quote ?? null}
        priceHint={quote ? `Delayed quote, 15 min: $${quote.toFixed(2)}` : 'Filled from the delayed quote once a symbol is chosen'}
      />
    </Card>
  );
}

const meta = {
  title: 'Workspace/TransactionForm',
  component: FormDemo,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof FormDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

/** Picking a symbol fills the price from its delayed quote; a price typed afterwards stays. */
export const PriceFromQuote: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: /Symbol/ }), 'msft');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('option', { name: /MSFT/ })).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const price = c.getByRole('textbox', { name: /^Price per share/ });
    await expect(price).toHaveValue('415.3');
    await userEvent.clear(price);
    await userEvent.type(price, '400');
    await userEvent.type(c.getByRole('textbox', { name: /^Quantity/ }), '3');
    await userEvent.click(c.getByRole('button', { name: 'Add transaction' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ symbol: 'MSFT', type: 'buy', quantity: '3', price: '400', executed_at: '2026-11-21' });
  },
};
export const Edit: Story = {
  args: { mode: 'edit', defaultValues: { symbol: 'AAPL', type: 'sell', quantity: '4', price: '231.10', executed_at: '2026-11-03' } },
};
/** The SDK's messages for quantity <= 0, price < 0, a future date and a sell beyond the holding; what was typed stays. */
export const FieldErrors: Story = {
  args: {
    defaultValues: { symbol: 'AAPL', type: 'sell', quantity: '50', price: '-1', executed_at: '2026-11-21' },
    fieldErrors: {
      quantity: 'Only 40 AAPL can be sold on Nov 21, 2026',
      price: 'Price cannot be negative',
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Quantity/ })).toHaveAccessibleDescription(/Only 40 AAPL can be sold/);
    await expect(c.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('50');
  },
};
/** A dividend: the shares it was paid on and the cash per share, with hints that say so. */
export const Dividend: Story = {
  args: { defaultValues: { symbol: 'KO', type: 'dividend', quantity: '40', price: '0.485', executed_at: '2026-10-01' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: 'Dividend' })).toBeChecked();
    await expect(c.getByRole('textbox', { name: /^Dividend per share/ })).toHaveValue('0.485');
    await expect(c.getByRole('textbox', { name: /^Shares held/ })).toHaveValue('40');
  },
};
export const FormError: Story = { args: { error: 'The transaction could not be saved. Please try again.' } };
export const Pending: Story = { args: { pending: true, defaultValues: { symbol: 'VOO', quantity: '2', price: '512.40' } } };
/** The 6th holding on Free is refused: the form keeps its values and shows the upgrade prompt. */
export const PlanLimit: Story = {
  args: {
    defaultValues: { symbol: 'VOO', quantity: '2', price: '512.40' },
    notice: <UpgradePrompt message="Your Free plan allows up to 5 holdings. Upgrade to add more." href="/payment-demo?plan=premium#plan-premium" />,
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

// Every kind of transaction (product §10.21). The page takes each type's fields and labels from the
// SDK (`transactionFields`, `transactionFieldLabel`); these stories give the same plain values.
const OTHER_KINDS = [
  { value: 'deposit', label: 'Deposit' }, { value: 'withdrawal', label: 'Withdrawal' }, { value: 'interest', label: 'Interest' },
  { value: 'fee', label: 'Fee' }, { value: 'tax', label: 'Tax' }, { value: 'split', label: 'Split' },
  { value: 'transfer_in', label: 'Transfer in' }, { value: 'transfer_out', label: 'Transfer out' },
];
const kinds = { primary: [{ value: 'buy', label: 'Buy' }, { value: 'sell', label: 'Sell' }, { value: 'dividend', label: 'Dividend' }], other: OTHER_KINDS };
const currencies = ['EUR', 'USD', 'GBP'].map((c) => ({ value: c, label: c }));

/** The kinds besides trades are under Other: choosing it offers them in a list. */
export const OtherKinds: Story = {
  args: { typeOptions: kinds, currencyOptions: currencies },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: 'Other' }));
    await expect(c.getByRole('combobox', { name: 'Kind' })).toHaveValue('deposit');
  },
};
/** Money paid in: an amount and its currency, an optional fee; no symbol, shares or price. */
export const Deposit: Story = {
  args: {
    typeOptions: kinds, currencyOptions: currencies, fields: ['type', 'amount', 'currency', 'fee', 'executed_at'],
    defaultValues: { type: 'deposit', amount: '10000', currency: 'EUR', executed_at: '2026-03-02' }, amountHint: 'Fee in the same currency',
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: 'Other' })).toBeChecked();
    await expect(c.getByRole('combobox', { name: 'Kind' })).toHaveValue('deposit');
    await expect(c.queryByRole('combobox', { name: /Symbol/ })).toBeNull();
    await expect(c.getByRole('textbox', { name: /^Amount/ })).toHaveValue('10000');
    await userEvent.click(c.getByRole('button', { name: 'Add transaction' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ type: 'deposit', amount: '10000', currency: 'EUR' }));
  },
};
/** A dividend net of withholding tax: the gross per share and the tax withheld. */
export const DividendWithTax: Story = {
  args: {
    typeOptions: kinds, fields: ['type', 'symbol', 'quantity', 'price', 'tax', 'fee', 'executed_at'],
    labels: { quantity: 'Shares held', price: 'Dividend per share', tax: 'Withholding tax' },
    defaultValues: { symbol: 'VOO', type: 'dividend', quantity: '20', price: '1.50', tax: '4.50', executed_at: '2026-03-05' }, amountHint: 'In USD',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Withholding tax/ })).toHaveValue('4.50');
    await expect(c.getByRole('textbox', { name: /^Fee/ })).toHaveAccessibleName(/optional/i);
  },
};
/** A stock split: the symbol and new shares for old. */
export const Split: Story = {
  args: {
    typeOptions: kinds, fields: ['type', 'symbol', 'split_ratio', 'executed_at'],
    defaultValues: { symbol: 'VOO', type: 'split', split_ratio: '4:1', executed_at: '2026-03-06' },
    fieldErrors: { split_ratio: undefined },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Split ratio/ })).toHaveAccessibleDescription(/New shares for old/);
    await expect(c.queryByRole('textbox', { name: /^Quantity/ })).toBeNull();
  },
};
/** Money to another of the member's portfolios; the symbol is optional (empty: cash). */
export const TransferOut: Story = {
  args: {
    typeOptions: kinds, currencyOptions: currencies, symbolOptional: true,
    fields: ['type', 'transfer_portfolio_id', 'symbol', 'amount', 'currency', 'fee', 'executed_at'],
    labels: { transfer_portfolio_id: 'To portfolio', symbol: 'Symbol (shares; leave empty for cash)' },
    portfolioOptions: [{ value: 'p2', label: 'Savings' }, { value: 'p3', label: 'Pension' }],
    defaultValues: { type: 'transfer_out', amount: '500', currency: 'EUR', executed_at: '2026-03-09' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const to = c.getByRole('combobox', { name: /^To portfolio/ });
    await expect(to).toHaveValue('');
    await userEvent.selectOptions(to, 'p2');
    await expect(to).toHaveValue('p2');
  },
};
/** The server's refusal of a withdrawal beyond the cash sits at the amount, what was typed stays. */
export const CashLimit: Story = {
  args: {
    typeOptions: kinds, currencyOptions: currencies, fields: ['type', 'amount', 'currency', 'fee', 'executed_at'],
    defaultValues: { type: 'withdrawal', amount: '9000', currency: 'EUR', executed_at: '2026-05-20' },
    fieldErrors: { amount: 'You had €1,234.56 in EUR cash on May 20, 2026: you cannot take out more than that' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(/you cannot take out more than that/);
    await expect(c.getByRole('textbox', { name: /^Amount/ })).toHaveValue('9000');
  },
};
export const OtherKindsMobile: Story = {
  ...TransferOut,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
