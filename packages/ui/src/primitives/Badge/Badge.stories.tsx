import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, StarIcon } from '../Icon';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info', 'accent'];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Pending' },
  argTypes: { tone: { control: 'select', options: tones }, variant: { control: 'inline-radio', options: ['soft', 'solid'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: 'Current Plan' } };
export const Success: Story = { args: { tone: 'success', children: 'Approved', icon: <CheckIcon size={14} /> } };
export const Warning: Story = { args: { tone: 'warning', children: 'Under review' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };
export const Info: Story = { args: { tone: 'info', children: 'Early access' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Most popular', icon: <StarIcon size={14} /> } };
export const SolidTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => <Badge key={tone} {...args} tone={tone} variant="solid">{tone}</Badge>)}
    </div>
  ),
};
export const SoftTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => <Badge key={tone} {...args} tone={tone}>{tone}</Badge>)}
    </div>
  ),
};
export const Small: Story = { args: { size: 'sm', tone: 'danger', variant: 'solid', children: '20% OFF' } };
