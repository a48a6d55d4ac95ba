import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardEntryPanel } from './CardEntryPanel';

// Stands in for the provider's iframe element.
function FakeCardElement() {
  return <input aria-label="Card number" placeholder="1234 1234 1234 1234" style={{ border: 0, outline: 0, width: '100%', font: 'inherit', background: 'transparent' }} />;
}

const meta = {
  title: 'App/Payments/CardEntryPanel',
  component: CardEntryPanel,
  args: { onSubmit: fn(), children: <FakeCardElement /> },
  decorators: [(S) => <div style={{ maxWidth: 480 }}><S /></div>],
} satisfies Meta<typeof CardEntryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Card details' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Add Payment Method' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const Processing: Story = {
  args: { state: 'processing' },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-disabled', 'true'); },
};
export const Success: Story = { args: { state: 'success' } };
export const Error: Story = { args: { error: 'Your card was declined.' } };
export const Disabled: Story = { args: { submitDisabled: true } };
export const NotConfigured: Story = {
  args: { configured: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Payments are not configured')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Add Payment Method' })).toBeNull();
  },
};
