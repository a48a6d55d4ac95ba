import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalPage } from './LegalPage';

const meta = {
  title: 'Marketing/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Cookie Policy',
    updated: 'Last updated: Nov 21, 2026',
    sections: [
      { id: 'what', heading: 'What cookies are', body: <p>Cookies are small text files stored by your browser.</p> },
      { id: 'essential', heading: 'Essential cookies', body: <p>Keep you signed in and remember your consent choice.</p> },
      { id: 'analytics', heading: 'Analytics cookies', body: <p>Help us understand how pages are used, only with your consent.</p> },
      { id: 'affiliate', heading: 'Affiliate cookie', body: <ul><li>Name: the affiliate cookie</li><li>Lasts 30 days, path /, SameSite Lax</li><li>Written only when you allow marketing cookies</li></ul> },
      { id: 'choices', heading: 'Your choices', body: <p>Change your choices at any time from Cookie preferences in the footer.</p> },
      { id: 'contact', heading: 'Contact', body: <p>Questions? Write to privacy@example.com.</p> },
    ],
  },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toHaveAttribute('tabindex', '-1');
    await expect(c.getAllByRole('link', { name: /Back to Home/ })[0]).toHaveAttribute('href', '/');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
