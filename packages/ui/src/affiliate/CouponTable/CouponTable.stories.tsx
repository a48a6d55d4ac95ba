import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { CouponTable, type CouponRow } from './CouponTable';

const active = { label: 'Active', tone: 'success' } as const;
const inactive = { label: 'Inactive', tone: 'neutral' } as const;

const coupons: CouponRow[] = [
  { id: 'c1', code: 'ADA10', commissionRate: 30, discountRate: 10, uses: 52, conversions: 31, earnings: 278.91, status: active },
  { id: 'c2', code: 'SPRING20', commissionRate: 30, discountRate: 20, uses: 8, conversions: 2, earnings: 17.99, status: inactive },
];

const meta = {
  title: 'Affiliate/CouponTable',
  component: CouponTable,
  args: { coupons, format: sampleLedgerFormat, totalCount: 2, query: '', status: 'all', onQueryChange: fn(), onStatusChange: fn(), onClearFilters: fn() },
} satisfies Meta<typeof CouponTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 of 2 coupons')).toBeVisible();
    await expect(c.getByRole('searchbox', { name: 'Search coupons by code' })).toBeVisible();
  },
};
export const WithCopy: Story = {
  args: { onCopy: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Copy coupon code ADA10' }));
    await expect(args.onCopy).toHaveBeenCalledWith('ADA10');
    await expect(c.getByRole('button', { name: 'Copied coupon code ADA10' })).toBeVisible();
  },
};
export const Empty: Story = { args: { coupons: [], totalCount: 0 } };
export const NoMatches: Story = { args: { coupons: [], totalCount: 2, status: 'active', query: 'XYZ' } };
export const Loading: Story = { args: { loading: true, coupons: [], totalCount: 0 } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
