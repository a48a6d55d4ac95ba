import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSettings, type EmailSettingsProps, type EmailSettingsValues } from './EmailSettings';

const meta = {
  title: 'Account/EmailSettings',
  component: EmailSettings,
  args: {
    fullName: 'Alex Morgan', email: 'alex.morgan@example.com', memberSince: 'Mar 14, 2025', values: { new_email: '', password: '' },
    onFieldChange: fn(), onSubmit: fn(), onCancelPending: fn(),
  },
} satisfies Meta<typeof EmailSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: the form's values. */
function Stateful(props: EmailSettingsProps) {
  const [values, setValues] = useState<EmailSettingsValues>(props.values);
  return <EmailSettings {...props} values={values} onFieldChange={(f, v) => { props.onFieldChange(f, v); setValues((s) => ({ ...s, [f]: v })); }} />;
}

/** The profile and an empty form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(c.getByText('alex.morgan@example.com')).toBeVisible();
  },
};
/** By keyboard: the new address, the password, Enter sends. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('textbox', { name: /New e-mail address/ }));
    await userEvent.keyboard('alex@new.example');
    await userEvent.tab();
    await expect(c.getByLabelText(/^Current password/)).toHaveFocus();
    await userEvent.keyboard('secret-password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
/** A change waits for its link: the address it went to, and Cancel change. */
export const PendingChange: Story = {
  args: { pendingEmail: 'alex@new.example' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('We sent a link to alex@new.example');
    await userEvent.click(c.getByRole('button', { name: 'Cancel change' }));
    await expect(args.onCancelPending).toHaveBeenCalled();
  },
};
/** Cancelling the pending change. */
export const Cancelling: Story = { args: { pendingEmail: 'alex@new.example', cancelling: true } };
/** The rules' and the server's refusals on their fields; what was typed stays. */
export const FieldErrors: Story = {
  args: {
    values: { new_email: 'alex@new.example', password: 'wrong' },
    fieldErrors: { password: 'Your current password is not correct' },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText(/^Current password/)).toHaveAccessibleDescription(/not correct/);
    await expect(c.getByRole('textbox', { name: /New e-mail address/ })).toHaveValue('alex@new.example');
  },
};
/** A failure that belongs to no field. */
export const FormError: Story = { args: { values: { new_email: 'alex@new.example', password: 'pw' }, formError: 'Failed to save your settings.' } };
/** Sending. */
export const Submitting: Story = { args: { values: { new_email: 'alex@new.example', password: 'pw' }, submitting: true } };
/** Sent: the success line (the pending notice follows once the settings are read again). */
export const Sent: Story = { args: { success: 'We sent a link to alex@new.example. Your address changes once you open it.' } };
/** On a phone. */
export const Mobile: Story = { args: { pendingEmail: 'alex.morgan.personal@new-provider.example' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
