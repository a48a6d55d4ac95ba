import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordSettings, type PasswordSettingsProps, type PasswordSettingsValues } from './PasswordSettings';

const empty: PasswordSettingsValues = { current_password: '', new_password: '', confirm_password: '' };
const meta = {
  title: 'Account/PasswordSettings',
  component: PasswordSettings,
  args: { values: empty, onFieldChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof PasswordSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: PasswordSettingsProps) {
  const [values, setValues] = useState(props.values);
  return <PasswordSettings {...props} values={values} onFieldChange={(f, v) => { props.onFieldChange(f, v); setValues((s) => ({ ...s, [f]: v })); }} />;
}

/** Three fields and the button; the section says what a change ends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/signs you out everywhere else and revokes your API tokens/)).toBeVisible();
  },
};
/** By keyboard: the three fields in order, Enter changes it. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByLabelText(/^Current password/));
    await userEvent.keyboard('old-password');
    await userEvent.tab();
    await userEvent.tab();
    await expect(c.getByLabelText(/^New password/)).toHaveFocus();
    await userEvent.keyboard('new-password-1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(c.getByLabelText(/^Confirm new password/)).toHaveFocus();
    await userEvent.keyboard('new-password-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
/** The rules' refusals on their fields. */
export const FieldErrors: Story = {
  args: {
    values: { current_password: 'old', new_password: 'short', confirm_password: 'other' },
    fieldErrors: { current_password: 'Your current password is not correct', new_password: 'Password must be at least 8 characters long', confirm_password: 'Passwords do not match' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(/do not match/);
  },
};
/** A failure that belongs to no field. */
export const FormError: Story = { args: { formError: 'Failed to save your settings.' } };
/** Changing. */
export const Submitting: Story = { args: { values: { current_password: 'old-password', new_password: 'new-password-1', confirm_password: 'new-password-1' }, submitting: true } };
/** Changed. */
export const Changed: Story = { args: { success: 'Password changed. Your other sessions were signed out and your API tokens revoked.' } };
/** On a phone. */
export const Mobile: Story = { args: { fieldErrors: { new_password: 'Password must be at least 8 characters long' } }, globals: { viewport: { value: 'mobile', isRotated: false } } };
