import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocalCardFields, type LocalCardField, type LocalCardFieldsProps } from './LocalCardFields';

const empty = { number: '', expiry: '', cvc: '', name: '' };

const meta = {
  title: 'Billing/LocalCardFields',
  component: LocalCardFields,
  args: { values: empty, onFieldChange: fn() },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof LocalCardFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('autocomplete', 'cc-number');
    await expect(c.getByRole('textbox', { name: 'Expiry (MM / YY)' })).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(c.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAttribute('inputmode', 'numeric');
    await expect(c.getByRole('textbox', { name: 'Name on card' })).toBeVisible();
  },
};

export const Filled: Story = { args: { values: { number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123', name: 'Ada Lovelace' }, brand: 'Visa' } };

export const Errors: Story = {
  args: {
    values: { number: '4242 4242', expiry: '05 / 24', cvc: '1', name: '' },
    brand: 'Visa',
    errors: { number: 'Your card number is incomplete.', expiry: "Your card's expiry date is in the past.", cvc: "Your card's security code is incomplete.", name: 'Enter the name on the card.' },
  },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/incomplete/);
  },
};

export const Disabled: Story = { args: { values: { number: '4242 4242 4242 4242', expiry: '12 / 29', cvc: '123', name: 'Ada' }, brand: 'Visa', disabled: true } };

/** Typed into: the page keeps the values (here a state), the kit shows them. */
export const Typing: Story = {
  render: (args) => <TypingFields {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Card number' }), '4242');
    await expect(c.getByText('Visa')).toBeVisible();
  },
};

function TypingFields(args: LocalCardFieldsProps) {
  const [values, setValues] = useState(empty);
  return <LocalCardFields {...args} values={values} brand={values.number.startsWith('4') ? 'Visa' : null} onFieldChange={(f: LocalCardField, v: string) => setValues((x) => ({ ...x, [f]: v }))} />;
}
