import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimulatorResult } from './SimulatorResult';

const meta = {
  title: 'Affiliate/SimulatorResult',
  component: SimulatorResult,
  args: {
    items: [
      { label: 'Conversions', value: '0.5' },
      { label: 'Monthly commission', value: '$89.97' },
      { label: 'Milestone bonuses', value: '$0.00' },
      { label: 'Yearly total', value: '$1,079.64', emphasis: true },
    ],
  },
  decorators: [(S) => <div style={{ maxWidth: 720 }}><S /></div>],
} satisfies Meta<typeof SimulatorResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('$1,079.64')).toBeVisible(); },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
