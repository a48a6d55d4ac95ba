import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { PaymentMethodList } from './PaymentMethodList';

const methods = [
  { id: 'pm_1', brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2028, isDefault: true },
  { id: 'pm_2', brand: 'Mastercard', last4: '5454', expMonth: 11, expYear: 2027 },
];

const meta = {
  title: 'Billing/PaymentMethodList',
  component: PaymentMethodList,
  args: { methods, onRemove: fn() },
  decorators: [(S) => <div style={{ maxWidth: 560 }}><S /></div>],
} satisfies Meta<typeof PaymentMethodList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Default')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Remove Mastercard ending in 5454' }));
    await expect(args.onRemove).toHaveBeenCalledWith('pm_2');
  },
};
export const Removing: Story = {
  args: { removingId: 'pm_2' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Removing Mastercard/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const Empty: Story = { args: { methods: [], emptyAction: <Button>Add Payment Method</Button> } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: 'The card could not be removed. Please try again.' } };
/** The list failed to load: the message and a retry, and no claim that there are no cards. */
export const LoadFailed: Story = {
  args: { methods: [], error: 'Failed to load payment methods.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Failed to load payment methods.')).toBeVisible();
    await expect(c.queryByText('No payment methods')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
