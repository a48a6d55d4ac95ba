import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSettingsPanel } from './AccountSettingsPanel';

const meta = {
  title: 'Account/AccountSettingsPanel',
  component: AccountSettingsPanel,
  args: { email: 'ada@example.com', memberSince: 'Jan 05, 2026', accountType: 'Pro', status: { label: 'Active', tone: 'success' }, autoRenewal: true },
} satisfies Meta<typeof AccountSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member on Pro: the values are their subscription's, not fixed text. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Not Enabled')).toBeVisible();
    await expect(c.getByText('Pro')).toBeVisible();
    await expect(c.getByText('Enabled')).toBeVisible();
    await expect(c.getByText('Active')).toBeVisible();
  },
};
export const Cancelling: Story = {
  args: { autoRenewal: false },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Off: ends at the period end')).toBeVisible(); },
};
export const FreeMember: Story = {
  args: { accountType: 'Free', status: null, autoRenewal: null },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('No subscription')).toBeVisible(); },
};
export const Trialing: Story = { args: { accountType: 'Premium', status: { label: 'Trialing', tone: 'info' } } };
export const Loading: Story = { args: { accountType: undefined, status: undefined, autoRenewal: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
