import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, icons, type IconName } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'check', size: 24 },
  argTypes: { name: { control: 'select', options: Object.keys(icons) } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
      {(Object.keys(icons) as IconName[]).map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative by default: no icon shows up as an image to assistive tech.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

export const WithTitle: Story = {
  args: { name: 'lock', title: 'Secure' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Secure' })).toBeInTheDocument();
  },
};
