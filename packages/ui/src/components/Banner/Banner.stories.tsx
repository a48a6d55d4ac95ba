import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckIcon, InfoIcon } from '../Icon';
import { Banner } from './Banner';

const meta = {
  title: 'Primitives/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: { children: 'Early access: the iOS and Android apps are rolling out this month.', onDismiss: fn() },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Neutral: Story = { args: { tone: 'neutral' } };
export const Info: Story = { args: { tone: 'info', icon: <InfoIcon size={18} />, children: 'Market data is delayed by 15 minutes.' } };
export const Success: Story = { args: { tone: 'success', icon: <CheckIcon size={18} />, children: 'Your email is verified.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Your trial ends in 3 days.' } };
export const Danger: Story = { args: { tone: 'danger', children: 'We could not reach the server.' } };
export const WithAction: Story = { args: { action: <a href="#download" style={{ color: 'inherit', fontWeight: 600 }}>Download the app</a> } };
export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss banner' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
export const Mobile: Story = { args: { dismissible: true }, globals: { viewport: { value: 'mobile' } } };
