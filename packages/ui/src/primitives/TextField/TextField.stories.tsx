import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserIcon } from '../Icon';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', placeholder: 'Jane Doe', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Full name'), 'Ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada');
  },
};
export const WithHint: Story = { args: { label: 'Email', type: 'email', placeholder: 'you@example.com', hint: "We'll never share your email." } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'jane@', error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Email/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address.');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Jane Doe' } };
export const ReadOnly: Story = { args: { readOnly: true, label: 'Referral link', defaultValue: 'https://example.com/r/JANE10' } };
export const WithAdornments: Story = {
  args: { label: 'Expected monthly users', type: 'number', defaultValue: '10', leadingAdornment: <UserIcon size={18} />, trailingAdornment: <span style={{ paddingRight: 12 }}>users</span> },
};
export const Large: Story = { args: { size: 'lg' } };
