import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationSubmitted } from './ApplicationSubmitted';

const meta = {
  title: 'Affiliate/ApplicationSubmitted',
  component: ApplicationSubmitted,
  args: { onCheckStatus: fn(), onReturnHome: fn(), email: 'ada@example.com' },
} satisfies Meta<typeof ApplicationSubmitted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Check Application Status' }));
    await expect(args.onCheckStatus).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Return Home' }));
    await expect(args.onReturnHome).toHaveBeenCalled();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
