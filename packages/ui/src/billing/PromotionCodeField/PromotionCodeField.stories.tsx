import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionCodeField, type PromotionCodeFieldProps } from './PromotionCodeField';

const meta = {
  title: 'Billing/PromotionCodeField',
  component: PromotionCodeField,
  args: { value: '', onValueChange: fn(), onApply: fn(), onRemove: fn() },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof PromotionCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Promotion code/ }), '{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};
export const Checking: Story = {
  args: { value: 'SPRING15', checking: true },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('button', { name: /Checking/ })).toHaveAttribute('aria-disabled', 'true'); },
};
/** Refused: the reason at the field, the code kept as typed. */
export const Refused: Story = {
  args: { value: 'SPRNG15', error: 'This promotion code is not valid.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /Promotion code/ });
    await expect(field).toHaveValue('SPRNG15');
    await expect(field).toHaveAccessibleDescription(/not valid/);
  },
};
export const Applied: Story = {
  args: { value: 'SPRING15', applied: 'SPRING15' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Code SPRING15 applied');
    await userEvent.click(c.getByRole('button', { name: 'Remove code' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
export const Typing: Story = {
  render: (args) => <TypingCode {...args} />,
};

function TypingCode(args: PromotionCodeFieldProps) {
  const [value, setValue] = useState('');
  return <PromotionCodeField {...args} value={value} onValueChange={setValue} />;
}
