import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSocialLinks } from '../SocialLinks';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Marketing/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { social: sampleSocialLinks, onCookiePreferences: fn(), year: 2026, disclaimer: 'Market data delayed 15 minutes. Not investment advice.' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(c.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
    await userEvent.click(c.getByRole('button', { name: 'Cookie preferences' }));
    await expect(args.onCookiePreferences).toHaveBeenCalled();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
