import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Get Started', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Get Started' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Sign In' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel subscription' } };
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Download App' },
  parameters: { backgrounds: { value: 'dark' } },
  decorators: [(S) => <div style={{ background: '#0b1a2e', padding: 24 }}><S /></div>],
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};
export const Loading: Story = {
  args: { loading: true, loadingText: 'Processing...' },
  play: async ({ canvasElement, args }) => {
    const btn = within(canvasElement).getByRole('button', { name: /Processing/ });
    // Focusable while loading (a disabled button would drop keyboard focus), but inert.
    await expect(btn).not.toBeDisabled();
    await expect(btn).toHaveAttribute('aria-disabled', 'true');
    await expect(btn).toHaveAttribute('aria-busy', 'true');
    btn.focus();
    await expect(btn).toHaveFocus();
    await userEvent.click(btn);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(btn).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Current Plan' } };
export const FullWidth: Story = { args: { fullWidth: true } };
