import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', hint: 'At least 8 characters.', defaultValue: 'hunter22' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Password/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};
export const Visible: Story = { args: { defaultVisible: true } };
export const WithError: Story = { args: { defaultValue: 'short', error: 'Password must be at least 8 characters.' } };
export const Disabled: Story = { args: { disabled: true } };
export const NewPassword: Story = { args: { label: 'Create a password', autoComplete: 'new-password', defaultValue: '', required: true } };
