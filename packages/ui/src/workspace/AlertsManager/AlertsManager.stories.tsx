import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { AlertsManager, type AlertFormField, type AlertsManagerProps, type PriceAlertRow } from './AlertsManager';

const time = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const formatTime = (iso: string) => time.format(new Date(iso));

const alerts: PriceAlertRow[] = [
  { id: 'a1', symbol: 'AAPL', description: 'Above $230.00', armed: false, last_fired_at: '2026-11-21T15:45:00Z', last_fired_price: 231.4 },
  { id: 'a2', symbol: 'NVDA', description: 'Moves 5% in a day', armed: true, last_fired_at: '2026-11-12T19:30:00Z', last_fired_price: 141.02 },
  { id: 'a3', symbol: 'KO', description: 'Below $55.00', armed: true, last_fired_at: null, last_fired_price: null },
];
const results = [
  { symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock' },
  { symbol: 'AMZN', name: 'Amazon.com, Inc.', kind: 'stock' },
];

/** The page's search: results for the text typed. */
function WithSearch(props: AlertsManagerProps) {
  const [query, setQuery] = useState('');
  const q = query.trim().toUpperCase();
  return (
    <AlertsManager
      {...props}
      search={{ ...props.search, results: q ? results.filter((r) => r.symbol.startsWith(q)) : [], onQueryChange: (text) => { setQuery(text); props.search.onQueryChange(text); } }}
    />
  );
}

const meta = {
  title: 'Workspace/AlertsManager',
  component: AlertsManager,
  render: (args) => <WithSearch {...args} />,
  args: {
    alerts, format: sampleFormat, formatTime, onSubmit: fn(), onDelete: fn(),
    search: { results, loading: false, onQueryChange: fn() },
    description: 'Checked against the delayed quotes every minute; each firing arrives in your notifications.',
  },
} satisfies Meta<typeof AlertsManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Armed or triggered, in words; a triggered alert says when it fired and at what price. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const items = within(c.getByRole('list', { name: 'Price alerts' })).getAllByRole('listitem');
    await expect(within(items[0]!).getByText('Triggered')).toBeVisible();
    await expect(within(items[0]!).getByText(/Fired Nov 21, 3:45 PM at \$231\.40/)).toBeVisible();
    await expect(within(items[2]!).getByText('Not fired yet')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Delete alert KO Below $55.00' }));
    await expect(args.onDelete).toHaveBeenCalledWith('a3');
  },
};
/** A price per share keeps the decimals it has: the firing's price is not rounded to cents. */
export const SubCentPrice: Story = {
  args: { alerts: [{ id: 'p1', symbol: 'PENNY', description: 'Below $0.4855', armed: false, last_fired_at: '2026-11-21T15:45:00Z', last_fired_price: 0.4831 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Fired Nov 21, 3:45 PM at \$0\.4831/)).toBeVisible();
  },
};
/** A daily move asks for a percentage; the price conditions for dollars. */
export const CreateMoveAlert: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('combobox', { name: /Symbol/ }), 'amz');
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(c.getByRole('combobox', { name: /Condition/ }), 'move');
    const threshold = c.getByRole('textbox', { name: /Daily move/ });
    await userEvent.type(threshold, '5');
    await userEvent.click(c.getByRole('button', { name: 'Create alert' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ symbol: 'AMZN', condition: 'move', threshold: '5' });
  },
};

/** The page's part: it checks the values and puts the errors on their fields. */
function Checked(props: AlertsManagerProps) {
  const [errors, setErrors] = useState<Partial<Record<AlertFormField, string>>>({});
  return (
    <AlertsManager
      {...props}
      fieldErrors={errors}
      onFieldChange={(field) => setErrors((e) => ({ ...e, [field]: undefined }))}
      onSubmit={(values) => {
        props.onSubmit(values);
        setErrors({
          ...(values.symbol ? {} : { symbol: 'Choose a stock or ETF' }),
          ...(Number(values.threshold) > 0 ? {} : { threshold: 'Enter a price above 0' }),
        });
      }}
    />
  );
}
/** Errors sit on their fields; the first one takes focus after the submit. */
export const FieldErrors: Story = {
  render: (args) => <Checked {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Create alert' }));
    const symbol = c.getByRole('combobox', { name: /Symbol/ });
    await waitFor(() => expect(symbol).toHaveFocus());
    await expect(c.getByText('Choose a stock or ETF')).toBeVisible();
    await expect(c.getByRole('textbox', { name: /Price/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Submitting: Story = { args: { submitting: true, defaultValues: { symbol: 'AAPL', condition: 'above', threshold: '240' } } };
export const Created: Story = { args: { successMessage: 'Price alert created.' } };
/** A refusal that is no field's: the member's 50 alerts. */
export const LimitReached: Story = { args: { formError: 'You can have at most 50 price alerts. Delete one to create another.' } };
export const Deleting: Story = { args: { removingId: 'a2' } };
export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No price alerts yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Error: Story = {
  args: { error: 'Failed to load your price alerts.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
