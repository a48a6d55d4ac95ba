import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Next milestone', value: 12, max: 20, valueText: '12 of 20 points' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Next milestone' });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '20');
    await expect(bar).toHaveAttribute('aria-valuetext', '12 of 20 points');
  },
};
export const Empty: Story = { args: { value: 0, valueText: '0 of 20 points' } };
export const Complete: Story = { args: { value: 20, valueText: '20 of 20 points', tone: 'success' } };
export const Percentage: Story = { args: { label: 'Profile complete', value: 65, max: 100, valueText: undefined } };
export const Overflow: Story = { args: { value: 34, valueText: '34 points' } };
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['primary', 'success', 'warning', 'danger', 'accent'] as const).map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />)}
    </div>
  ),
};
