import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Primitives/Disclosure',
  component: Disclosure,
  args: {
    title: 'How is my commission calculated?',
    children: <p>You earn 30% of what referred users pay, for as long as they stay subscribed.</p>,
    onOpenChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof Disclosure>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /commission/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('region', { name: /commission/ })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const Card: Story = { args: { variant: 'card', defaultOpen: true } };
export const Divided: Story = { args: { variant: 'divided' } };
export const Disabled: Story = { args: { disabled: true } };
