import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateLinkForm } from './CreateLinkForm';

const meta = {
  title: 'Affiliate/CreateLinkForm',
  component: CreateLinkForm,
  args: {
    name: '', commissionRate: 30, discountRate: 10, maxCommission: 50, maxTotal: 50, maxDiscount: 20,
    onNameChange: fn(), onCommissionRateChange: fn(), onDiscountRateChange: fn(), onSubmit: fn(),
  },
  decorators: [(S) => <div style={{ maxWidth: 640 }}><S /></div>],
} satisfies Meta<typeof CreateLinkForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Up to 20% (commission + discount at most 50%).')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Generate Link' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
export const FieldErrors: Story = {
  args: { commissionRate: 45, discountRate: 10, maxDiscount: 5, errors: { name: 'Name is required', discountRate: 'Commission plus discount must be at most 50%.' } },
};
export const FormError: Story = { args: { name: 'Promo', errors: { form: 'Could not create the link. Please try again.' } } };
export const Submitting: Story = {
  args: { name: 'Summer promo', submitting: true },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('button', { name: /Generating/ })).toHaveAttribute('aria-disabled', 'true'); },
};
export const Interactive: Story = {
  render: function Render(args) {
    const [name, setName] = useState('');
    const [commission, setCommission] = useState(30);
    const [discount, setDiscount] = useState(10);
    // The story's own limit, standing in for the app's rule.
    const maxDiscount = Math.max(0, 50 - commission);
    return <CreateLinkForm {...args} name={name} onNameChange={setName} commissionRate={commission} onCommissionRateChange={setCommission} discountRate={discount} onDiscountRateChange={setDiscount} maxDiscount={maxDiscount} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const commission = c.getByRole('spinbutton', { name: 'Commission rate (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '40');
    await expect(c.getByText('Up to 10% (commission + discount at most 50%).')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
