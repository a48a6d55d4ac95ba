import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const items = [
  { id: 'trial', title: 'Is there a free trial?', content: <p>Every plan starts with a 14-day free trial, no card needed.</p> },
  { id: 'cancel', title: 'Can I cancel any time?', content: <p>Yes. You keep your plan until the end of the billing period.</p> },
  { id: 'data', title: 'How fresh is the market data?', content: <p>Quotes are delayed by 15 minutes.</p> },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const OneOpen: Story = {
  args: { defaultValue: 'trial' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel any time?' }));
    await expect(canvas.getByRole('button', { name: 'Is there a free trial?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Can I cancel any time?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel any time?' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};
export const Cards: Story = { args: { variant: 'card', defaultValue: 'cancel' } };
export const Plain: Story = { args: { variant: 'plain' } };
export const WithDisabledItem: Story = { args: { items: [...items, { id: 'api', title: 'Is there an API?', content: null, disabled: true }] } };
export const Controlled: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<string | null>('data');
    return (
      <>
        <p style={{ marginBottom: 12 }}>Open: <strong>{value ?? 'none'}</strong></p>
        <Accordion {...args} value={value} onValueChange={setValue} />
      </>
    );
  },
};
export const Mobile: Story = { args: { defaultValue: 'trial' }, globals: { viewport: { value: 'mobile' } } };
