import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { AccountNotice } from './AccountNotice';

const meta = {
  title: 'Account/AccountNotice',
  component: AccountNotice,
  args: { title: 'Verifying your email...' },
  decorators: [(Story) => <div style={{ maxWidth: 480, margin: '2rem auto' }}><Story /></div>],
} satisfies Meta<typeof AccountNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { tone: 'loading', live: 'status' } };
export const Success: Story = {
  args: { tone: 'success', title: 'Email Verified Successfully!', description: 'Your account is ready.', live: 'status', actions: <Button>Sign In Now</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Email Verified Successfully!');
  },
};
export const Failure: Story = {
  args: {
    tone: 'danger',
    title: 'Verification Failed',
    description: 'Verification failed. The verification link may have expired. Please request a new verification email or contact support.',
    live: 'alert',
    actions: <Button variant="outline">Back to Home</Button>,
    children: <p>Need help? <a href="mailto:support@example.com">Contact support</a></p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Verification Failed');
  },
};
export const Guard: Story = {
  args: {
    tone: 'warning',
    title: 'Authentication Required',
    description: 'You need to sign in to access this page.',
    actions: <><Button>Sign In</Button><Button variant="outline">Sign Up</Button></>,
  },
};
export const Info: Story = { args: { tone: 'info', title: 'Check your inbox', description: 'We sent a link to ann@example.com.', headingLevel: 'h2' } };
