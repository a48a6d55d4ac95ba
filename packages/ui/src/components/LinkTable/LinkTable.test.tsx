import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponTable } from '../CouponTable';
import { LinkTable, type AffiliateLinkRow } from './LinkTable';

const active = { label: 'Active', tone: 'success' } as const;

const link: AffiliateLinkRow = { id: 'l1', name: 'Summer promo', commissionRate: 30, discountRate: 10, clicks: 1204, conversions: 48, earnings: 431.5, status: active };
const handlers = () => ({ onQueryChange: vi.fn(), onStatusChange: vi.fn(), onClearFilters: vi.fn() });

describe('LinkTable', () => {
  it('shows rows with formatted numbers, the badge and the x of y count', () => {
    render(<LinkTable links={[link]} totalCount={4} query="sum" status="all" {...handlers()} />);
    expect(screen.getByRole('rowheader', { name: 'Summer promo' })).toBeInTheDocument();
    expect(screen.getByText('$431.50')).toBeInTheDocument();
    expect(screen.getByText('1,204')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Summer promo/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 links')).toBeInTheDocument();
  });

  it('tells "no items" apart from "no matches"', async () => {
    const h = handlers();
    const { rerender } = render(<LinkTable links={[]} totalCount={0} query="" status="all" {...h} />);
    expect(screen.getByText('No links yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    rerender(<LinkTable links={[]} totalCount={3} query="zzz" status="inactive" {...h} />);
    expect(screen.queryByText('No links yet')).not.toBeInTheDocument();
    expect(screen.getByText('No links match your filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 links')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(h.onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('reports search text and status changes', async () => {
    const h = handlers();
    render(<LinkTable links={[link]} totalCount={1} query="" status="all" {...h} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search links by name' }), 'a');
    expect(h.onQueryChange).toHaveBeenLastCalledWith('a');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter links by status' }), 'inactive');
    expect(h.onStatusChange).toHaveBeenCalledWith('inactive');
  });
});

describe('CouponTable', () => {
  it('has its own labels and empty states', () => {
    const { rerender } = render(<CouponTable coupons={[]} totalCount={0} query="" status="all" {...handlers()} />);
    expect(screen.getByRole('searchbox', { name: 'Search coupons by code' })).toBeInTheDocument();
    expect(screen.getByText('No coupons yet')).toBeInTheDocument();
    rerender(<CouponTable coupons={[]} totalCount={2} query="X" status="all" {...handlers()} />);
    expect(screen.getByText('No coupons match your filters')).toBeInTheDocument();
  });
});
