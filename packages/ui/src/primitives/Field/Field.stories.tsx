import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Referral code',
    children: (control) => <input {...control} style={{ minHeight: 44, padding: 8, width: '100%', maxWidth: 360 }} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Letters and numbers, 6 to 12 characters.' } };
export const Required: Story = { args: { required: true } };
export const Optional: Story = { args: { optional: true } };
export const WithError: Story = {
  args: { hint: 'Letters and numbers, 6 to 12 characters.', error: 'This code is already taken.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Referral code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/already taken/);
  },
};
export const HiddenLabel: Story = { args: { hideLabel: true, label: 'Search links' } };
