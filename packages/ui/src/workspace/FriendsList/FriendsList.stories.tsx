import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { FriendsList, type FriendRow, type FriendsListProps } from './FriendsList';
import { SharedPortfolioLinks } from './SharedPortfolioLinks';

const friends: FriendRow[] = [
  { id: 'f1', user_id: '5b0e9f4c-2a1d-4c83-9d1e-1f7a3c2b9e01', email: 'maria.lopez@example.com', full_name: 'Maria Lopez', created_at: '2026-09-14T10:00:00Z' },
  { id: 'f2', user_id: '8c3d1a7e-4b2f-4e95-8a6c-2d9b7e4f1a02', email: 'sam.okafor@example.com', full_name: 'Sam Okafor', created_at: '2026-10-02T16:30:00Z' },
  { id: 'f3', user_id: '1e7f5b2c-9d4a-4f18-b3e7-6c2a8d5f3b03', email: 'jun.park@example.com', full_name: 'Jun Park', created_at: '2026-11-19T08:15:00Z' },
];
const incoming = [{ id: 'r1', user_id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c04', full_name: 'Priya Raman', created_at: '2026-11-20T12:00:00Z' }];
const outgoing = [{ id: 'r2', user_id: '3f4e5d6c-7b8a-4c9d-8e1f-2a3b4c5d6e05', created_at: '2026-11-21T09:00:00Z' }];

/** Each friend's shared portfolios, as the page fills them from one read per friend. */
const renderShared = (friend: FriendRow) => {
  if (friend.id === 'f1') {
    return <SharedPortfolioLinks portfolios={[
      { portfolio_id: 'p1', name: 'Dividend income', url: '/shared/a8Kq2vX0b9Lr4TzWc1YhN7sP' },
      { portfolio_id: 'p2', name: 'Growth', url: '/shared/Lr4TzWc1YhN7sPdGmE5aQf8k' },
    ]} />;
  }
  if (friend.id === 'f2') return <SharedPortfolioLinks portfolios={[]} />;
  return <SharedPortfolioLinks portfolios={[]} loading />;
};

const meta = {
  title: 'Workspace/FriendsList',
  component: FriendsList,
  args: {
    friends, incoming, outgoing, format: sampleFormat, renderShared,
    onAccept: fn(), onDecline: fn(), onCancel: fn(), onRemove: fn(), onAdd: fn(), onCopy: fn(() => true),
    ownUserId: '7d2c9e41-6b3a-4f0e-a5d8-3c1b9f7e2a06',
  },
} satisfies Meta<typeof FriendsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const asking = c.getByRole('list', { name: 'Asking you' });
    await userEvent.click(within(asking).getByRole('button', { name: 'Accept Priya Raman' }));
    await expect(args.onAccept).toHaveBeenCalledWith('r1');
    await userEvent.click(within(asking).getByRole('button', { name: 'Decline Priya Raman' }));
    await expect(args.onDecline).toHaveBeenCalledWith('r1');
    await userEvent.click(c.getByRole('button', { name: `Cancel the request to ${outgoing[0]!.user_id}` }));
    await expect(args.onCancel).toHaveBeenCalledWith('r2');
    await expect(c.getByText('maria.lopez@example.com')).toBeVisible();
    const shared = within(c.getAllByRole('list', { name: 'Shared portfolios' })[0]!);
    await expect(shared.getByRole('link', { name: 'Growth' })).toHaveAttribute('href', '/shared/Lr4TzWc1YhN7sPdGmE5aQf8k');
  },
};

/** The page's part for the add form: the request's outcome comes back as props. */
function AddFlow(props: FriendsListProps) {
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  return (
    <FriendsList
      {...props}
      addError={error}
      addMessage={sent}
      onAdd={async (userId) => {
        props.onAdd(userId);
        setSent(undefined);
        if (userId === '') { setError('Enter your friend\u2019s user id'); throw new globalThis.Error('invalid'); }
        if (userId === 'nobody') { setError('User not found'); throw new globalThis.Error('not found'); }
        setError(undefined);
        setSent('Friend request sent. They see it in their notifications.');
      }}
    />
  );
}

/** Errors sit on the field and keep the id typed; a sent request empties it. */
export const AddFriend: Story = {
  args: { friends: [], incoming: [], outgoing: [] },
  render: (args) => <AddFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: "Friend's user id" });
    await userEvent.type(field, 'nobody');
    await userEvent.click(c.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('User not found'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('nobody');
    await userEvent.clear(field);
    await userEvent.type(field, '  5b0e9f4c-2a1d-4c83-9d1e-1f7a3c2b9e01 {Enter}');
    await expect(args.onAdd).toHaveBeenLastCalledWith('5b0e9f4c-2a1d-4c83-9d1e-1f7a3c2b9e01');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(c.getByText('Friend request sent. They see it in their notifications.')).toBeVisible();
  },
};
export const Adding: Story = { args: { adding: true } };
/** An incoming request being accepted. */
export const Answering: Story = { args: { busyId: 'r1' } };
/** Removing a friend asks first. */
export const RemoveFriend: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Sam Okafor' }));
    await waitFor(() => expect(body.getByText('Remove Sam Okafor?')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Remove friend' }));
    await expect(args.onRemove).toHaveBeenCalledWith('f2');
  },
};
export const Empty: Story = {
  args: { friends: [], incoming: [], outgoing: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No friends yet')).toBeVisible();
    await expect(c.queryByRole('heading', { name: 'Friend requests' })).toBeNull();
  },
};
export const SharedListFailed: Story = {
  args: { friends: [friends[0]!], incoming: [], outgoing: [], renderShared: () => <SharedPortfolioLinks portfolios={[]} error="Failed to load your friend's shared portfolios." /> },
};
export const Loading: Story = { args: { loading: true } };
export const Error: Story = {
  args: { error: 'Failed to load your friends.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
