import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeleteAccount, type DeleteAccountProps } from './DeleteAccount';

const removed = [
  'Your profile, password and settings',
  'Portfolios and transactions, price alerts, shared links, notifications, friends and assistant questions',
  'Saved cards, API tokens and every session',
  'Your affiliate application, links and coupons',
];
const kept = [
  'Invoices, without your name or e-mail address, for as long as accounting law requires',
  'Commissions already paid out to affiliates, and payouts already made to you, without your name or e-mail address',
];
const meta = {
  title: 'Account/DeleteAccount',
  component: DeleteAccount,
  args: {
    removed, kept, password: '', onPasswordChange: fn(), onConfirm: fn(), onCancel: fn(),
    notes: ['An active subscription is cancelled: nothing more is charged, and time already paid for is not refunded.'],
  },
} satisfies Meta<typeof DeleteAccount>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: DeleteAccountProps) {
  const [password, setPassword] = useState(props.password);
  return <DeleteAccount {...props} password={password} onPasswordChange={(p) => { props.onPasswordChange(p); setPassword(p); }} onCancel={() => { props.onCancel?.(); setPassword(''); }} />;
}

/** What goes and what is kept, said before anything happens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Invoices, without your name/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Delete account…' })).toBeVisible();
  },
};
/** By keyboard: the button opens the confirmation at the password; Enter confirms; Escape cancels and forgets it. */
export const Keyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Delete account…' }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const field = await body.findByLabelText(/^Your password/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('my-password{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByLabelText(/^Your password/)).toBeNull());
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
/** The confirmation, open. */
export const ConfirmOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Delete your account?')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};
/** A wrong password, on the field; the dialog stays with what was typed. */
export const WrongPassword: Story = {
  args: { defaultOpen: true, password: 'not-it', passwordError: 'Your current password is not correct' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByLabelText(/^Your password/)).toHaveAccessibleDescription(/not correct/);
  },
};
/** Deleting. */
export const Deleting: Story = { args: { defaultOpen: true, password: 'my-password', deleting: true } };
/** A failure that belongs to no field. */
export const Failed: Story = { args: { defaultOpen: true, password: 'my-password', error: 'Failed to delete your account.' } };
/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
