import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Quotes are delayed by 15 minutes.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger', 'success'] },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };
export const Danger: Story = { args: { tone: 'danger', children: 'The card was declined.' } };
export const Success: Story = { args: { tone: 'success', weight: 'semibold', children: '+$1,204.50 (2.31%)' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => <Text key={size} {...args} size={size}>{size}: {args.children}</Text>)}
    </div>
  ),
};

export const Numeric: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'end', width: 160 }}>
      <Text numeric>$1,111.11</Text>
      <Text numeric>$88,000.00</Text>
      <Text as="span" numeric tone="muted" size="sm">1,000 shares</Text>
    </div>
  ),
};

/** A long unbroken word wraps at 375 px instead of widening the page. */
export const BreakWordsOnPhone: Story = {
  args: { breakWords: true, children: `Invalid token: ${'a1b2c3'.repeat(30)}` },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/Invalid token/);
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth + 1);
  },
};
