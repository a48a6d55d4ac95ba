import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApplicationsTable, type AdminApplicationRow } from './ApplicationsTable';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const applications: AdminApplicationRow[] = [
  { id: 'a1', fullName: 'Ada Lovelace', companyName: 'Analytical Media', email: 'ada@example.com', phone: '+44 20 7946 0000', location: 'London, UK', audience: '10K-50K', status: { label: 'Pending Review', tone: 'warning' }, createdAt: 'Nov 20, 2026' },
  { id: 'a2', fullName: 'Grace Hopper', email: 'grace@example.com', phone: '+1 555 0100', location: 'New York, US', audience: 'Over 1M', status: { label: 'Approved', tone: 'success' }, createdAt: 'Nov 12, 2026' },
  { id: 'a3', fullName: 'Alan Turing', companyName: null, email: 'alan@example.com', phone: '+44 161 496 0000', location: 'Manchester, UK', audience: 'Under 1K', status: { label: 'Rejected', tone: 'danger' }, createdAt: 'Oct 30, 2026' },
];

const meta = {
  title: 'Admin/ApplicationsTable',
  component: ApplicationsTable,
  args: { applications, onView: fn() },
} satisfies Meta<typeof ApplicationsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('10K-50K')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'View application from Grace Hopper' }));
    await expect(args.onView).toHaveBeenCalledWith('a2');
  },
};
export const Empty: Story = { args: { applications: [] } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: 'You may not have permission to view applications.' } };
/** At 375 px each application is a card, nothing wider than the screen (product §10.20). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
