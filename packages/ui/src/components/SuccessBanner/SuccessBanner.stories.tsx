import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SuccessBanner } from './SuccessBanner';

const meta = {
  title: 'Marketing/SuccessBanner',
  component: SuccessBanner,
  args: { children: 'Email verification successful! You can now log in to your account.' },
} satisfies Meta<typeof SuccessBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dismissible: Story = { args: { onDismiss: fn() } };
