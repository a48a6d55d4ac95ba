import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Inline } from './Inline';

const buttons = (
  <>
    <Button size="sm">Save</Button>
    <Button size="sm" variant="outline">Export CSV</Button>
    <Button size="sm" variant="ghost">Cancel</Button>
  </>
);

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: { gap: '3', children: buttons },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const save = c.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const exportCsv = c.getByRole('button', { name: 'Export CSV' }).getBoundingClientRect();
    await expect(exportCsv.top).toBe(save.top);
    await expect(exportCsv.left).toBeGreaterThan(save.right);
  },
};
export const Centred: Story = { args: { align: 'center' } };
export const AtTheEnd: Story = { args: { align: 'end' } };

/** A heading and its action at either end, lined up at the bottom. */
export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    alignY: 'bottom',
    gap: '4',
    children: (
      <>
        <h2>Affiliate Applications</h2>
        <Button size="sm" variant="outline">Refresh</Button>
      </>
    ),
  },
};

/** On a narrow screen the row wraps. */
export const Wrapping: Story = {
  decorators: [(S) => <div style={{ width: 200 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const save = c.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const cancel = c.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(cancel.top).toBeGreaterThan(save.top);
  },
};

/** One row, even when it does not fit. */
export const NoWrap: Story = { args: { wrap: false, alignY: 'center' } };
