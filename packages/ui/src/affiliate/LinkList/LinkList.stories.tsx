import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkList } from './LinkList';

const active = { label: 'Active', tone: 'success' } as const;
const inactive = { label: 'Inactive', tone: 'neutral' } as const;

const links = [
  { id: 'l1', name: 'Summer promo', url: 'https://portfolio.example/?ref=aff_123&link=l1&discount=10&commission=30', commissionRate: 30, discountRate: 10, status: active },
  { id: 'l2', name: 'Old newsletter', url: 'https://portfolio.example/?ref=aff_123&link=l2', commissionRate: 40, discountRate: 5, status: inactive },
];

const meta = {
  title: 'Affiliate/LinkList',
  component: LinkList,
  args: { links, onCopy: fn() },
} satisfies Meta<typeof LinkList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Copy link Summer promo' }));
    await expect(args.onCopy).toHaveBeenCalledWith(links[0]!.url);
    await expect(c.getByRole('button', { name: 'Copied link Summer promo' })).toBeVisible();
  },
};
export const Empty: Story = { args: { links: [] } };
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
