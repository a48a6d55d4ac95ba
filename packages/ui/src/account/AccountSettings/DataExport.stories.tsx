import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataExport } from './DataExport';

const meta = {
  title: 'Account/DataExport',
  component: DataExport,
  args: { onExport: fn() },
} satisfies Meta<typeof DataExport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the file holds, and a button per format. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith('csv');
  },
};
/** Preparing the JSON file. */
export const PreparingJson: Story = { args: { running: 'json' } };
/** Downloaded. */
export const Done: Story = { args: { done: 'Your data was downloaded' } };
/** The export failed. */
export const Failed: Story = { args: { error: 'Failed to export your data.' } };
/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
