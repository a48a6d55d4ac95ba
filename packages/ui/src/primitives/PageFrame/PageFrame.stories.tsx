import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ApplicationCountCards } from '../../admin/ApplicationCountCards';
import { ApplicationsTable } from '../../admin/ApplicationsTable';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { PageHeading } from '../PageHeading';
import { PageFrame } from './PageFrame';

const meta = {
  title: 'Primitives/PageFrame',
  component: PageFrame,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  { id: '1', fullName: 'Ada Lovelace', companyName: 'Analytical Ltd', email: 'ada@example.com', phone: '+44 20 7946 0000', location: 'London, UK', audience: '10K-50K', status: { label: 'Pending Review', tone: 'warning' } as const, createdAt: 'Mar 11, 2026' },
  { id: '2', fullName: 'Alan Turing', email: 'alan@example.com', phone: '+44 20 7946 0001', location: 'Manchester, UK', audience: 'Over 1M', status: { label: 'Approved', tone: 'success' } as const, createdAt: 'Mar 02, 2026' },
];

/** A wide table inside: it scrolls in its own region; the page keeps the viewport's width. */
export const WithWideTable: Story = {
  args: {
    labelledBy: 'frame-title',
    children: (
      <>
        <PageHeading id="frame-title" eyebrow="Admin" title="Affiliate Applications" lead="Review applications to the affiliate programme." />
        <ApplicationCountCards counts={{ pending: 1, approved: 1, rejected: 0, total: 2 }} format={sampleLedgerFormat} />
        <ApplicationsTable applications={rows} onView={() => undefined} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAccessibleName('Affiliate Applications');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.ownerDocument.documentElement.clientWidth);
  },
};

export const NarrowWideSpacing: Story = {
  args: {
    width: 'md',
    spacing: 'lg',
    labelledBy: 'frame-title-2',
    children: (
      <>
        <PageHeading id="frame-title-2" title="Affiliate Application" lead="Tell us about yourself and your audience." />
        <p>Sections of the form follow here, 40 px apart.</p>
      </>
    ),
  },
};
