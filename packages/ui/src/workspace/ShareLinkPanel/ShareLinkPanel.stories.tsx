import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { ShareLinkPanel, type ShareLinkPanelProps, type ShareLinkView } from './ShareLinkPanel';

const link: ShareLinkView = {
  url: 'https://app.portfoliotracker.example/shared/8kJq2vX0b9Lr4TzWc1YhN7sPdGmE5aQf',
  active: true,
  created_at: '2026-11-18T09:12:00Z',
};
const proLock = { message: 'Portfolio sharing is part of the Pro plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=pro#plan-pro' };

const meta = {
  title: 'Workspace/ShareLinkPanel',
  component: ShareLinkPanel,
  args: {
    share: link, format: sampleFormat, portfolioName: 'Core holdings',
    onCreate: fn(), onRevoke: fn(), onCopy: fn(() => true), lockActionLabel: 'See Pro',
  },
} satisfies Meta<typeof ShareLinkPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: the share's state, which create and revoke change. */
function Stateful(props: ShareLinkPanelProps) {
  const [share, setShare] = useState<ShareLinkView | null>(props.share);
  return (
    <ShareLinkPanel
      {...props}
      share={share}
      onCreate={() => { props.onCreate(); setShare(link); }}
      onRevoke={async () => { await props.onRevoke(); setShare(null); }}
    />
  );
}

export const NotShared: Story = {
  args: { share: null },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Not shared')).toBeVisible();
    await expect(c.getByText('Never an amount: no values, quantities, prices or costs')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Create public link' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await expect(c.getByRole('textbox', { name: 'Public link' })).toHaveValue(link.url);
  },
};
export const Creating: Story = { args: { share: null, creating: true } };
/** Shared: the address to copy, Open, and Revoke. */
export const Shared: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const field = c.getByRole('textbox', { name: 'Public link' });
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(c.getByRole('button', { name: 'Copy public link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(link.url);
    await expect(c.getByRole('button', { name: 'Copied public link' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Open public link (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  },
};
/** Revoke asks first; Cancel leaves the link, Revoke link removes it. */
export const RevokeWithConfirmation: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(body.getByText('Revoke the public link?')).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Revoke link' }));
    await userEvent.click(await body.findByRole('button', { name: 'Revoke link' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await waitFor(() => expect(c.getByRole('button', { name: 'Create public link' })).toBeVisible());
  },
};
/** The revoke fails: the confirmation stays open and says why. */
export const RevokeFails: Story = {
  args: { onRevoke: fn(() => Promise.reject(new Error('Failed to revoke the share link. Please try again.'))) },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revoke link' }));
    await userEvent.click(await body.findByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(body.getByText('Failed to revoke the share link. Please try again.')).toBeVisible());
  },
};
export const CreateFailed: Story = { args: { share: null, error: 'Failed to create the share link. Please try again.' } };
/** The plan lacks sharing: the upgrade prompt instead of the button. */
export const Locked: Story = {
  args: { share: null, lock: proLock },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Create public link' })).toBeNull();
    await expect(c.getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
  },
};
/** A link kept from an earlier plan: paused until the plan includes sharing again; it can still be revoked. */
export const Paused: Story = {
  args: { share: { ...link, active: false }, lock: proLock },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Link paused')).toBeVisible();
    await expect(c.queryByRole('link', { name: /Open public link/ })).toBeNull();
    await expect(c.getByRole('button', { name: 'Revoke link' })).toBeVisible();
  },
};
export const Loading: Story = { args: { share: null, loading: true } };
export const LoadError: Story = {
  args: { share: null, loadError: 'Failed to load the sharing settings.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
