import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'Holdings' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4] }, size: { control: 'inline-radio', options: ['xl', 'lg', 'md', 'sm'] } },
} satisfies Meta<typeof Heading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SectionTitle: Story = {};

/** Each level with the size it takes by default. */
export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Level 1: Portfolio overview</Heading>
      <Heading level={2}>Level 2: Holdings</Heading>
      <Heading level={3}>Level 3: By month</Heading>
      <Heading level={4}>Level 4: Details</Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${level}`);
    }
  },
};

/** The outline says h3, the look says section title. */
export const SizeApartFromLevel: Story = {
  args: { level: 3, size: 'lg', children: 'Audit log' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'Audit log' })).toBeVisible();
  },
};

export const LongTitleOnPhone: Story = {
  args: { children: 'Commissions held for review by the fraud signals of the affiliate programme' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
