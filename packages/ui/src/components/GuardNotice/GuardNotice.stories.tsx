import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuardNotice } from './GuardNotice';

const meta = {
  title: 'Marketing/GuardNotice',
  component: GuardNotice,
  parameters: { layout: 'fullscreen' },
  args: { variant: 'checking' },
} satisfies Meta<typeof GuardNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking authentication...');
  },
};
export const AuthenticationRequired: Story = {
  args: { variant: 'unauthenticated' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  },
};
export const AccessDenied: Story = { args: { variant: 'forbidden', email: 'alex.morgan@example.com', role: 'user' } };
export const AccessDeniedSignedOut: Story = { args: { variant: 'forbidden', showSignIn: true } };
export const Mobile: Story = { args: { variant: 'forbidden', email: 'alex.morgan@example.com', role: 'user' }, globals: { viewport: { value: 'mobile', isRotated: false } } };
