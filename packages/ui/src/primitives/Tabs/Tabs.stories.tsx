import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'plans', label: 'Plans', content: <p>Free, Premium and Pro plans with a 14-day trial.</p> },
  { id: 'payments', label: 'Payment methods', content: <p>Cards on file.</p> },
  { id: 'invoices', label: 'Invoices', content: <p>Your last 10 invoices.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { items, 'aria-label': 'Billing', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Plans' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payment methods' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Cards on file.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('payments');
  },
};
export const Pills: Story = { args: { variant: 'pills' } };
export const FullWidth: Story = { args: { variant: 'pills', fullWidth: true } };
export const DefaultValue: Story = { args: { defaultValue: 'invoices' } };
export const WithDisabledTab: Story = {
  args: { items: [...items.slice(0, 2), { id: 'invoices', label: 'Invoices', content: null, disabled: true }] },
};
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState('payments');
    return (
      <div>
        <p style={{ marginBottom: 12 }}>Selected: <strong>{value}</strong></p>
        <Tabs {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Invoices' }));
    await expect(canvas.getByText('invoices', { selector: 'strong' })).toBeVisible();
  },
};
export const Mobile: Story = {
  args: { items: [...items, { id: 'usage', label: 'Usage', content: <p>Usage</p> }, { id: 'settings', label: 'Settings', content: <p>Settings</p> }] },
  globals: { viewport: { value: 'mobile' } },
};
