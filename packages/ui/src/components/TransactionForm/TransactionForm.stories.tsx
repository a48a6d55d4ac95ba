import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
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
  title: 'App/Portfolio/TransactionForm',
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
