import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountSettingsPanel } from './AccountSettingsPanel';

const meta = {
  title: 'App/Payments/AccountSettingsPanel',
  component: AccountSettingsPanel,
  args: { email: 'ada@example.com', memberSince: 'Jan 05, 2026' },
} satisfies Meta<typeof AccountSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Not Enabled')).toBeVisible();
    await expect(c.getAllByText('Enabled')).toHaveLength(3);
    await expect(c.getByText('Premium')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
