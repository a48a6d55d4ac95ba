import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BillingInfoPanel } from './BillingInfoPanel';

const meta = { title: 'App/Payments/BillingInfoPanel', component: BillingInfoPanel, decorators: [(S) => <div style={{ maxWidth: 480 }}><S /></div>] } satisfies Meta<typeof BillingInfoPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Monthly')).toBeVisible();
    await expect(c.getByText('Credit Card')).toBeVisible();
  },
};
export const WithNextBillingDate: Story = { args: { nextBillingDate: 'Dec 22, 2026' } };
