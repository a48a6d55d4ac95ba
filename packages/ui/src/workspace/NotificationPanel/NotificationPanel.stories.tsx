import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationPanel } from './NotificationPanel';
import { sampleNotifications, sampleRelativeTime } from './notificationFixtures';

const meta = {
  title: 'Workspace/NotificationPanel',
  component: NotificationPanel,
  decorators: [(Story) => <div style={{ maxWidth: 384, border: '1px solid #d9e0ea', borderRadius: 14 }}><Story /></div>],
  args: { notifications: sampleNotifications, status: 'ready', formatTime: sampleRelativeTime, onMarkRead: fn(), onMarkAllRead: fn(), onRetry: fn() },
} satisfies Meta<typeof NotificationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unread ones carry a dot and, for screen readers, the word 'Unread' and their kind. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Notifications (3 unread)' })).toBeVisible();
    const items = c.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(/^Unread\. Price alert: AAPL rose above \$230\.00Now/);
    await expect(items[3]).toHaveTextContent(/^Friend request acceptedMaria/);
    await userEvent.click(c.getByRole('button', { name: 'Mark read (New friend request)' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n2');
    await userEvent.click(c.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};
/** A stored title that already names its kind is read without the kind's label in front. */
export const TitleNamesItsKind: Story = {
  args: { notifications: [{ id: 'old', kind: 'price_alert', title: 'Price alert: AAPL', body: 'AAPL rose above $230.00 (now $231.40)', read: false, created_at: '2026-11-21T15:45:00Z' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(/^Unread\. Price alert: AAPLAAPL rose/);
  },
};
export const AllRead: Story = {
  args: { notifications: sampleNotifications.map((n) => ({ ...n, read: true })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};
export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("You're all caught up")).toBeVisible();
  },
};
export const Loading: Story = { args: { notifications: [], status: 'loading' } };
export const Error: Story = {
  args: { notifications: [], status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** A refresh failed: the list read before stays, with the failure above it. */
export const RefreshFailed: Story = { args: { status: 'error' } };
export const MarkReadFailed: Story = { args: { markError: 'Failed to mark the notification as read. Please try again.' } };
/** A list longer than a page: Load more reads the next one; the heading counts every unread one, not only those listed. */
export const MorePages: Story = {
  args: { hasMore: true, onLoadMore: fn(), unreadCount: 42 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Notifications (42 unread)' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
/** The next page is being read. */
export const LoadingMore: Story = { args: { hasMore: true, onLoadMore: fn(), loadingMore: true, unreadCount: 42 } };
