import type { Meta, StoryObj } from '@storybook/react-vite';
import { FloatingNotice } from './FloatingNotice';

const meta = {
  title: 'Site/FloatingNotice',
  component: FloatingNotice,
  args: { children: 'Email verification successful! You can now log in to your account.' },
} satisfies Meta<typeof FloatingNotice>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Dismissible: Story = { args: { onDismiss: () => {} } };
