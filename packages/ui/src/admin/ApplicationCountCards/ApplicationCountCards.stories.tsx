import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { ApplicationCountCards } from './ApplicationCountCards';

const meta = {
  title: 'Admin/ApplicationCountCards',
  component: ApplicationCountCards,
  args: { counts: { pending: 4, approved: 12, rejected: 3, total: 19 }, format: sampleLedgerFormat },
} satisfies Meta<typeof ApplicationCountCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Total')).toBeVisible();
    await expect(c.getByText('19')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
