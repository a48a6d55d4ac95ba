import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleNotifications, sampleRelativeTime } from '../NotificationPanel/notificationFixtures';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';

/** The page's part: the list and the count, which marking read changes (the SDK's label and badge rules). */
function Stateful(props: NotificationBellProps) {
  const [items, setItems] = useState(props.notifications);
  const unread = items.filter((n) => !n.read).length;
  const badge = unread === 0 ? '' : unread > 99 ? '99+' : String(unread);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 560 }}>
      <NotificationBell
        {...props}
        notifications={items}
        label={unread > 0 ? `Notifications, ${badge} unread` : 'Notifications'}
        badge={badge}
        onMarkRead={(id) => { props.onMarkRead(id); setItems((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))); }}
        onMarkAllRead={() => { props.onMarkAllRead(); setItems((list) => list.map((n) => ({ ...n, read: true }))); }}
      />
    </div>
  );
}

const meta = {
  title: 'Workspace/NotificationBell',
  component: NotificationBell,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Notifications, 3 unread', badge: '3', notifications: sampleNotifications, status: 'ready', formatTime: sampleRelativeTime,
    onMarkRead: fn(), onMarkAllRead: fn(), onRetry: fn(), onOpen: fn(),
  },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name: string | RegExp = /^Notifications/) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(body.getByRole('heading', { name: /^Notifications/ })).toBeVisible());
  return body;
};

/** The count is in the button's name and on the badge. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveTextContent('3');
  },
};
/** Open: marking one read lowers the count; Mark all read clears it. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await open(canvasElement, 'Notifications, 3 unread');
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: 'Mark read (AAPL rose above $230.00)' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Mark all read' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};
/** Keyboard: Enter opens it with focus inside, Escape closes it and focus returns to the bell. */
export const KeyboardJourney: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('heading', { name: 'Notifications (3 unread)' })).toBeVisible());
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(body.getByRole('button', { name: 'Mark all read' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bell).toHaveFocus());
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
};
export const NothingUnread: Story = {
  args: { notifications: sampleNotifications.map((n) => ({ ...n, read: true })), label: 'Notifications', badge: '' },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await expect(bell).not.toHaveTextContent(/\d/);
  },
};
export const ManyUnread: Story = {
  args: {
    notifications: Array.from({ length: 120 }, (_, i) => ({ ...sampleNotifications[i % 5]!, id: `m${i}`, read: false })),
    label: 'Notifications, 99+ unread', badge: '99+',
  },
};
export const Empty: Story = {
  args: { notifications: [], label: 'Notifications', badge: '' },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(body.getByText("You're all caught up")).toBeVisible();
  },
};
export const Loading: Story = {
  args: { notifications: [], status: 'loading', label: 'Notifications', badge: '' },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(body.getByText('Loading notifications...')).toBeVisible();
  },
};
export const Error: Story = {
  args: { notifications: [], status: 'error', label: 'Notifications', badge: '' },
  play: async ({ canvasElement, args }) => {
    const body = await open(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** On a phone the panel fits the screen, 8 px from each edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement, 'Notifications, 3 unread');
    const panel = body.getByRole('heading', { name: 'Notifications (3 unread)' }).closest('section')!.parentElement!;
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
