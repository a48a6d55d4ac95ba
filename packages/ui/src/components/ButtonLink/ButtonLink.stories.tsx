import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './ButtonLink';

const meta = { title: 'Site/ButtonLink', component: ButtonLink, args: { href: '/signup', children: 'Get Started Free' } } satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Outline: Story = { args: { variant: 'outline', children: 'Sign In', href: '/signin' } };
export const Large: Story = { args: { size: 'lg' } };
