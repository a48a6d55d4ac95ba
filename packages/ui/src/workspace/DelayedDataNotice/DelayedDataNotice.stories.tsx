import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DelayedDataNotice } from './DelayedDataNotice';

const meta = {
  title: 'Workspace/DelayedDataNotice',
  component: DelayedDataNotice,
  args: { delayedMinutes: 15, asOf: 'Nov 21, 2026, 3:45 PM' },
} satisfies Meta<typeof DelayedDataNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delayed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delayed 15 min')).toBeVisible();
    await expect(canvas.getByText('As of Nov 21, 2026, 3:45 PM')).toBeVisible();
  },
};
export const RealTime: Story = {
  args: { delayedMinutes: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Delayed/)).toBeNull();
  },
};
export const WithSource: Story = { args: { delayedMinutes: 15, asOf: 'Nov 21, 2026, 3:45 PM', source: 'Yahoo Finance' } };
