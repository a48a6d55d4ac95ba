import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from './CookieBanner';

const meta = {
  title: 'Marketing/CookieBanner',
  component: CookieBanner,
  args: { onAcceptAll: fn(), onCustomize: fn(), onEssentialOnly: fn(), onClose: fn(), position: 'static' },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/cookie-policy');
    await userEvent.click(c.getByRole('button', { name: 'Essential Only' }));
    await expect(args.onEssentialOnly).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Close cookie banner' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const FixedToViewport: Story = { args: { position: 'fixed' }, parameters: { layout: 'fullscreen' }, decorators: [(S) => <div style={{ minHeight: 400 }}><S /></div>] };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
