import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrialOffer } from './TrialOffer';

const meta = {
  title: 'Billing/TrialOffer',
  component: TrialOffer,
  args: { description: 'Or try Pro free for 14 days: no card needed today.', label: 'Start 14-day free trial', onStart: fn() },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof TrialOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start 14-day free trial' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
