import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import type { StatusFilter } from './FilterableTable';
import { LinkTable, type AffiliateLinkRow } from './LinkTable';

const active = { label: 'Active', tone: 'success' } as const;
const inactive = { label: 'Inactive', tone: 'neutral' } as const;

const sampleLinks: AffiliateLinkRow[] = [
  { id: 'l1', name: 'Summer promo', commissionRate: 30, discountRate: 10, clicks: 1204, conversions: 48, earnings: 431.52, status: active },
  { id: 'l2', name: 'YouTube description', commissionRate: 25, discountRate: 20, clicks: 5310, conversions: 212, earnings: 1589.4, status: active },
  { id: 'l3', name: 'Old newsletter', commissionRate: 40, discountRate: 5, clicks: 88, conversions: 1, earnings: 12, status: inactive },
];

const meta = {
  title: 'Affiliate/LinkTable',
  component: LinkTable,
  args: {
    links: sampleLinks, format: sampleLedgerFormat, totalCount: 3, query: '', status: 'all',
    onQueryChange: fn(), onStatusChange: fn(), onClearFilters: fn(),
  },
} satisfies Meta<typeof LinkTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 of 3 links')).toBeVisible();
    await expect(c.getByRole('searchbox', { name: 'Search links by name' })).toBeVisible();
    await expect(c.getByText('$1,589.40')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { links: [], totalCount: 0 },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No links yet')).toBeVisible(); },
};
export const NoMatches: Story = {
  args: { links: [], totalCount: 3, query: 'zzz' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No links match your filters')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalled();
  },
};
export const FilteredInactive: Story = { args: { links: sampleLinks.filter((l) => l.status === inactive), status: 'inactive' } };
export const Loading: Story = { args: { loading: true, links: [], totalCount: 0 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Filtering done outside, as a page would. */
export const Interactive: Story = {
  render: function Render() {
    const [query, setQuery] = useState('');
    const [status, setStatus] = useState<StatusFilter>('all');
    const rows = sampleLinks.filter((l) => l.name.toLowerCase().includes(query.toLowerCase())
      && (status === 'all' || (status === 'active') === (l.status === active)));
    return (
      <LinkTable links={rows} format={sampleLedgerFormat} totalCount={sampleLinks.length} query={query} onQueryChange={setQuery} status={status}
        onStatusChange={setStatus} onClearFilters={() => { setQuery(''); setStatus('all'); }} />
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Search links by name' }), 'summer');
    await expect(c.getByText('1 of 3 links')).toBeVisible();
    await userEvent.clear(c.getByRole('searchbox', { name: 'Search links by name' }));
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Filter links by status' }), 'inactive');
    await expect(c.getByText('1 of 3 links')).toBeVisible();
    await expect(c.getByText('Old newsletter')).toBeVisible();
  },
};
