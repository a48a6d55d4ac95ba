import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PasswordField } from '../../primitives/PasswordField';
import { TextField } from '../../primitives/TextField';
import { AccountNotice } from '../AccountNotice';
import { AuthInlineAction, AuthLayout } from './AuthLayout';

const meta = {
  title: 'Account/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Welcome Back', lead: 'Sign in to your account' },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const signInForm = (
  <form noValidate style={{ display: 'grid', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
    <TextField label="Email" type="email" autoComplete="email" />
    <PasswordField label="Password" />
    <AuthInlineAction>Forgot your password?</AuthInlineAction>
    <Button type="submit" fullWidth size="lg">Sign In</Button>
  </form>
);

export const SignIn: Story = {
  args: { children: signInForm, footer: <p>Don&apos;t have an account? <a href="/signup">Create one</a></p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back');
    await expect(within(canvasElement).getByRole('main')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: {
    children: (
      <>
        <Alert tone="danger" description="Invalid email or password. Please try again." />
        {signInForm}
      </>
    ),
  },
};

export const Wide: Story = { args: { width: 'md', title: 'Join Portfolio Tracker', lead: 'Create your account', children: signInForm } };

export const NoTitleWithNotice: Story = {
  args: {
    title: undefined,
    children: (
      <AccountNotice
        tone="warning"
        title="Authentication Required"
        description="You need to sign in to access this page."
        actions={<><Button>Sign In</Button><Button variant="outline">Sign Up</Button></>}
      />
    ),
  },
};

export const InlineAction: StoryObj<typeof AuthInlineAction> = {
  render: (args) => <AuthInlineAction {...args}>Forgot your password?</AuthInlineAction>,
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot your password?' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const EmbeddedInPage: Story = {
  args: {
    title: undefined,
    children: <AccountNotice tone="warning" title="Authentication Required" description="You need to sign in to access this page." headingLevel="h2" />,
  },
  render: (args) => (
    <main>
      <h1>Payment dashboard</h1>
      <AuthLayout {...args} />
    </main>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('main')).toHaveLength(1);
  },
};
