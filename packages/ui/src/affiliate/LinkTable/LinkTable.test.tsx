import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponTable } from '../CouponTable';
import { sampleLedgerFormat as format } from '../../private/LedgerShared/storyFixtures';
import { LinkTable, type AffiliateLinkRow } from './LinkTable';

const active = { label: 'Active', tone: 'success' } as const;

const link: AffiliateLinkRow = { id: 'l1', name: 'Summer promo', commissionRate: 30, discountRate: 10, clicks: 1204, conversions: 48, earnings: 431.5, status: active };
const handlers = () => ({ onQueryChange: vi.fn(), onStatusChange: vi.fn(), onClearFilters: vi.fn() });

describe('LinkTable', () => {
  it('shows rows with formatted numbers, the badge and the x of y count', () => {
    render(<LinkTable format={format} links={[link]} totalCount={4} query="sum" status="all" {...handlers()} />);
    expect(screen.getByRole('rowheader', { name: 'Summer promo' })).toBeInTheDocument();
    expect(screen.getByText('$431.50')).toBeInTheDocument();
    expect(screen.getByText('1,204')).toBeInTheDocument();
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(screen.getByText('10%')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Summer promo/ });
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('1 of 4 links')).toBeInTheDocument();
  });

  it('writes rates, counts and earnings with the format it is given', () => {
    const marked = { money: (n: number) => `M${n}`, rate: (n: number) => `R${n}`, count: (n: number) => `C${n}` };
    render(<LinkTable format={marked} links={[link]} totalCount={1} query="" status="all" {...handlers()} />);
    const row = screen.getByRole('row', { name: /Summer promo/ });
    for (const text of ['R30', 'R10', 'C1204', 'C48', 'M431.5']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('tells "no items" apart from "no matches"', async () => {
    const h = handlers();
    const { rerender } = render(<LinkTable format={format} links={[]} totalCount={0} query="" status="all" {...h} />);
    expect(screen.getByText('No links yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    rerender(<LinkTable format={format} links={[]} totalCount={3} query="zzz" status="inactive" {...h} />);
    expect(screen.queryByText('No links yet')).not.toBeInTheDocument();
    expect(screen.getByText('No links match your filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 links')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(h.onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('reports search text and status changes', async () => {
    const h = handlers();
    render(<LinkTable format={format} links={[link]} totalCount={1} query="" status="all" {...h} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search links by name' }), 'a');
    expect(h.onQueryChange).toHaveBeenLastCalledWith('a');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter links by status' }), 'inactive');
    expect(h.onStatusChange).toHaveBeenCalledWith('inactive');
  });
});

describe('CouponTable', () => {
  it('writes rates, uses, conversions and earnings with the format it is given', () => {
    const coupon = { id: 'c1', code: 'ADA10', commissionRate: 25, discountRate: 5, uses: 52, conversions: 31, earnings: 278.91, status: active };
    const marked = { money: (n: number) => `M${n}`, rate: (n: number) => `R${n}`, count: (n: number) => `C${n}` };
    render(<CouponTable format={marked} coupons={[coupon]} totalCount={1} query="" status="all" {...handlers()} />);
    const row = screen.getByRole('row', { name: /ADA10/ });
    for (const text of ['R25', 'R5', 'C52', 'C31', 'M278.91']) expect(within(row).getByText(text)).toBeInTheDocument();
  });

  it('has its own labels and empty states', () => {
    const { rerender } = render(<CouponTable format={format} coupons={[]} totalCount={0} query="" status="all" {...handlers()} />);
    expect(screen.getByRole('searchbox', { name: 'Search coupons by code' })).toBeInTheDocument();
    expect(screen.getByText('No coupons yet')).toBeInTheDocument();
    rerender(<CouponTable format={format} coupons={[]} totalCount={2} query="X" status="all" {...handlers()} />);
    expect(screen.getByText('No coupons match your filters')).toBeInTheDocument();
  });
});
