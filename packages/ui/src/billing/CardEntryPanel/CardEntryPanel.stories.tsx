import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardEntryPanel } from './CardEntryPanel';
import { LocalCardFields } from '../LocalCardFields';
import { TestModeNotice } from '../TestModeNotice';

// Stands in for the provider's iframe element.
function FakeCardElement() {
  return <input aria-label="Card number" placeholder="1234 1234 1234 1234" style={{ border: 0, outline: 0, width: '100%', font: 'inherit', background: 'transparent' }} />;
}

const meta = {
  title: 'Billing/CardEntryPanel',
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
    await expect(c.getByText('Card payments are unavailable')).toBeVisible();
    await expect(c.getByText('Card payments are not available right now. Please try again later.')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Add Payment Method' })).toBeNull();
  },
};

/** Test mode: the app's own fields in the panel, and the test numbers under it (product §11.2). */
export const TestMode: Story = {
  args: {
    slot: 'fields',
    children: <LocalCardFields values={{ number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123', name: 'Ada Lovelace' }} brand="Visa" onFieldChange={fn()} />,
    notice: <TestModeNotice cards={[{ number: '4242 4242 4242 4242', brand: 'Visa', description: 'Succeeds' }, { number: '4000 0000 0000 0002', brand: 'Visa', description: 'Is declined' }]} />,
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(c.getByRole('complementary', { name: 'Test mode' })).toBeVisible();
    await expect(c.queryByRole('complementary', { name: 'Secure payments' })).toBeNull();
  },
};
export const TestModeDeclined: Story = {
  args: {
    ...TestMode.args,
    error: 'Your card was declined.',
  },
};
