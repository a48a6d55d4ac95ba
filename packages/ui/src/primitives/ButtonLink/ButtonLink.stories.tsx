import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  args: { href: '/signup', children: 'Get Started Free' },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
  },
};
export const Outline: Story = { args: { variant: 'outline', children: 'Sign In', href: '/signin' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Contact Sales', href: 'mailto:sales@example.com' } };
export const Small: Story = { args: { size: 'sm', children: 'Sign In', href: '/signin' } };
export const Large: Story = { args: { size: 'lg' } };
export const FullWidth: Story = { args: { fullWidth: true }, decorators: [(S) => <div style={{ maxWidth: 320 }}><S /></div>] };
export const External: Story = { args: { href: 'https://example.com/help', external: true, variant: 'outline', children: 'Help centre' } };
