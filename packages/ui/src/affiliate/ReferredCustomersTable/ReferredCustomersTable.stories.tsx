import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { ReferredCustomersTable, type ReferredCustomerRow } from './ReferredCustomersTable';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const active = { label: 'Active', tone: 'success' } as const;
const customers: ReferredCustomerRow[] = [
  { id: 'r1', email: 'j***@g***.com', plan: 'Premium', firstPaidAt: '2026-06-03T10:00:00Z', status: active },
  { id: 'r2', email: 'm***@o***.com', plan: 'Pro', firstPaidAt: '2026-10-02T11:00:00Z', status: active },
  { id: 'r3', email: 'k***@y***.com', plan: null, firstPaidAt: '2026-09-14T08:30:00Z', status: { label: 'Refunded', tone: 'danger' } },
  { id: 'r4', email: 's***@h***.com', plan: null, firstPaidAt: '2026-03-21T08:30:00Z', status: { label: 'Cancelled', tone: 'neutral' } },
];

const meta = {
  title: 'Affiliate/ReferredCustomersTable',
  component: ReferredCustomersTable,
  args: { customers, format: sampleLedgerFormat, query: '', onQueryChange: fn() },
} satisfies Meta<typeof ReferredCustomersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('4 customers')).toBeVisible();
    const refunded = c.getByRole('row', { name: /k\*\*\*@y\*\*\*\.com/ });
    await expect(within(refunded).getByText('Refunded')).toBeVisible();
    await expect(within(refunded).getByText('No plan')).toBeVisible();
  },
};
/** The search done by the page, as the hook does on the server. */
export const Search: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const rows = customers.filter((c) => c.email.includes(query.trim().toLowerCase()));
    return <ReferredCustomersTable {...args} customers={rows} query={query} onQueryChange={setQuery} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search customers' }), 'g***');
    await expect(c.getByText('1 customer')).toBeVisible();
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search customers' }));
    await userEvent.type(c.getByRole('searchbox', { name: 'Search customers' }), 'zz');
    await expect(c.getByText('No customers match your search')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear search' }));
    await expect(c.getByText('4 customers')).toBeVisible();
  },
};
export const Empty: Story = { args: { customers: [] } };
export const Loading: Story = { args: { customers: [], loading: true } };
export const Error: Story = {
  args: { customers: [], error: 'Failed to load referred customers.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
