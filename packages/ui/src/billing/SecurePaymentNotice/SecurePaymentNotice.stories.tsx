import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SecurePaymentNotice } from './SecurePaymentNotice';

const meta = { title: 'App/Plans/SecurePaymentNotice', component: SecurePaymentNotice } satisfies Meta<typeof SecurePaymentNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/never stored on our servers/)).toBeVisible();
  },
};
