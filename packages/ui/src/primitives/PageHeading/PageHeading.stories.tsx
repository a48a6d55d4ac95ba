import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeading } from './PageHeading';

const meta = {
  title: 'Primitives/PageHeading',
  component: PageHeading,
  args: { title: 'Privacy Policy', lead: 'How we collect, use and protect your information.' },
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const h1 = within(canvasElement).getByRole('heading', { level: 1, name: 'Privacy Policy' });
    await expect(h1).toHaveAttribute('tabindex', '-1');
    h1.focus();
    await expect(h1).toHaveFocus();
  },
};
export const WithEyebrowCentered: Story = { args: { eyebrow: 'Legal', align: 'center' } };
