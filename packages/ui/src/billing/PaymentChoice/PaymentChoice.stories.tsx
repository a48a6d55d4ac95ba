import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NEW_CARD, PaymentChoice, type PaymentChoiceProps } from './PaymentChoice';

const options = [
  { id: 'pm_1', label: 'Visa ending in 4242, expires 12/2030', note: 'Default card' },
  { id: 'pm_2', label: 'Mastercard ending in 4444, expires 07/2031' },
  { id: NEW_CARD, label: 'A new card' },
];

const meta = {
  title: 'Billing/PaymentChoice',
  component: PaymentChoice,
  args: { options, value: 'pm_1', onValueChange: fn() },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof PaymentChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SavedCard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radiogroup', { name: 'Pay with' })).toBeVisible();
    await expect(c.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  },
};
export const NewCard: Story = { args: { value: NEW_CARD } };
export const Disabled: Story = { args: { disabled: true } };

/** Arrow keys move the choice, as in any radio group. */
export const ByKeyboard: Story = {
  render: (args) => <KeyboardChoice {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('radio', { name: /Visa ending in 4242/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(c.getByRole('radio', { name: /Mastercard/ })).toBeChecked();
  },
};

function KeyboardChoice(args: PaymentChoiceProps) {
  const [value, setValue] = useState('pm_1');
  return <PaymentChoice {...args} value={value} onValueChange={setValue} />;
}
