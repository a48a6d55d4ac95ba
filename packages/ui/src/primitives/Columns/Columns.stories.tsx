import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Columns } from './Columns';

const panels = (
  <>
    <Card>Saved cards</Card>
    <Card>
      <p>Add a payment method</p>
      <p>A taller panel: the other stays its own height when the columns align to the top.</p>
    </Card>
  </>
);

const meta = {
  title: 'Primitives/Columns',
  component: Columns,
  args: { columns: { base: 1, md: 2 }, gap: '6', children: panels },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from the medium breakpoint. */
export const OneThenTwo: Story = {};
export const AlignTop: Story = { args: { alignY: 'top' } };
export const Three: Story = {
  args: { columns: 3, gap: '4', children: <><Card>One</Card><Card>Two</Card><Card>Three</Card></> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Two').getBoundingClientRect().top).toBe(c.getByText('One').getBoundingClientRect().top);
  },
};
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Add a payment method').getBoundingClientRect().top).toBeGreaterThan(c.getByText('Saved cards').getBoundingClientRect().bottom);
  },
};
