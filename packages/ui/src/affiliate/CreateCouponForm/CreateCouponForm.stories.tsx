import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreateCouponForm } from '../CreateLinkForm/CreateLinkForm';

const meta = {
  title: 'Affiliate/CreateCouponForm',
  component: CreateCouponForm,
  args: {
    code: '', commissionRate: 30, discountRate: 10, maxCommission: 50, maxTotal: 50, maxDiscount: 20,
    onCodeChange: fn(), onCommissionRateChange: fn(), onDiscountRateChange: fn(), onSubmit: fn(),
  },
  decorators: [(S) => <div style={{ maxWidth: 640 }}><S /></div>],
} satisfies Meta<typeof CreateCouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: /Coupon code/ }), 'a');
    await expect(args.onCodeChange).toHaveBeenCalledWith('A');
  },
};
export const FieldErrors: Story = { args: { code: 'ADA10', errors: { code: 'This code is already taken.' } } };
export const Submitting: Story = { args: { code: 'ADA10', submitting: true } };
