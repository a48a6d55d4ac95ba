import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationSettings, type NotificationChoiceView, type NotificationSettingsProps } from './NotificationSettings';

const choices: NotificationChoiceView[] = [
  { key: 'price_alerts', label: 'Price alerts', description: 'An e-mail when one of your alerts fires. The bell shows it either way.', checked: false },
  { key: 'product_news', label: 'Product news', description: 'New features and tips, at most once a month.', checked: false },
  { key: 'payouts', label: 'Affiliate payouts', description: 'When a payout request is paid or rejected.', checked: true },
];
const meta = {
  title: 'Account/NotificationSettings',
  component: NotificationSettings,
  args: { choices, onChange: fn(), note: 'E-mails about your account (a new address, a password change, deletion) are always sent.' },
} satisfies Meta<typeof NotificationSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: NotificationSettingsProps) {
  const [list, setList] = useState(props.choices);
  return <NotificationSettings {...props} choices={list} onChange={(key, on) => { props.onChange(key, on); setList((l) => l.map((c) => (c.key === key ? { ...c, checked: on } : c))); }} />;
}

/** One switch per kind of e-mail. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('switch', { name: 'Affiliate payouts' })).toBeChecked();
    await expect(c.getByRole('switch', { name: 'Price alerts' })).not.toBeChecked();
  },
};
/** Turned by keyboard: Space toggles, and the page is told. */
export const Toggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    c.getByRole('switch', { name: 'Price alerts' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('price_alerts', true);
    await expect(c.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
  },
};
/** The save failed. */
export const Failed: Story = { args: { error: 'Failed to save your settings.' } };
/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
