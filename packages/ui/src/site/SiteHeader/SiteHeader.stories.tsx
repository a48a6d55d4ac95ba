import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SocialLinks, sampleSocialLinks } from '../SocialLinks';
import { lazy } from 'react';
import { sampleNotifications, sampleRelativeTime } from '../../workspace/NotificationPanel/notificationFixtures';
import { SiteHeader } from './SiteHeader';

// As an app passes it: the bell loaded on demand, so the header's own code stays small.
const LazyNotificationBell = lazy(() => import('../../workspace/NotificationBell').then((m) => ({ default: m.NotificationBell })));
/** The bell is a lazy chunk: on a busy machine its first load takes longer than findBy's 1 s default. */
const BELL_LOAD_MS = 10_000;
const bell = (
  <LazyNotificationBell label="Notifications, 3 unread" badge="3" notifications={sampleNotifications} status="ready"
    formatTime={sampleRelativeTime} onMarkRead={fn()} onMarkAllRead={fn()} />
);


const meta = {
  title: 'Site/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    auth: { status: 'signed-out' }, social: <SocialLinks links={sampleSocialLinks} />, onSectionSelect: fn(),
    sections: [{ id: 'about', label: 'About' }, { id: 'pricing', label: 'Pricing' }, { id: 'faq', label: 'FAQ' }, { id: 'contact', label: 'Contact' }],
  },
  decorators: [(S) => <div style={{ minHeight: 360, background: 'var(--pt-bg, #f6f8fb)' }}><S /></div>],
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  },
};

export const Loading: Story = {
  args: { auth: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /@/ })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: {
    auth: { status: 'signed-in', email: 'alex.morgan@example.com', portfolio: { href: '/app' }, onSignOut: fn() },
  },
};

export const SignedInAdminMenuOpen: Story = {
  args: {
    auth: { status: 'signed-in', email: 'admin@example.com', isAdmin: true, portfolio: { href: '/app' }, profile: { onSelect: fn() }, settings: { onSelect: fn() }, onSignOut: fn() },
  },
  decorators: [(S) => <div style={{ minHeight: 420 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The menu is loaded on demand: wait until its button has replaced the disabled placeholder.
    const trigger = await waitFor(() => {
      const button = canvas.getByRole('button', { name: /admin@example\.com/ });
      if (button.hasAttribute('disabled')) throw new Error('user menu still loading');
      return button;
    });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/affiliate-applications');
    await expect(body.getByRole('menuitem', { name: 'Portfolio' })).toHaveAttribute('href', '/app');
    await expect(body.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  },
};

export const MobileClosed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMenuOpen: true },
  decorators: [(S) => <div style={{ minHeight: 620 }}><S /></div>],
};

export const MobileMenuOpenSignedIn: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultMenuOpen: true, auth: { status: 'signed-in', email: 'alex.morgan@example.com', onSignOut: fn() } },
  decorators: [(S) => <div style={{ minHeight: 620 }}><S /></div>],
};

/** Signed in with the notifications slot: the bell, loaded on demand, ends the row. */
export const SignedInWithNotifications: Story = {
  args: { auth: { status: 'signed-in', email: 'alex.morgan@example.com', portfolio: { href: '/app' }, onSignOut: fn() }, notifications: bell },
  decorators: [(S) => <div style={{ minHeight: 620 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: BELL_LOAD_MS });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Notifications (3 unread)' })).toBeVisible());
  },
};

/** On a phone the bell stays in the row, beside the menu toggle, with the unread count in view. */
export const MobileSignedInWithNotifications: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { auth: { status: 'signed-in', email: 'alex.morgan@example.com', onSignOut: fn() }, notifications: bell },
  decorators: [(S) => <div style={{ minHeight: 620 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: BELL_LOAD_MS }));
    const panel = canvas.getByRole('heading', { name: 'Notifications (3 unread)' }).closest('section')!.parentElement!;
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** The signed-in app's header (variant 'app'): the brand to the workspace, the bell and the member's initial; no site links. */
export const AppSignedIn: Story = {
  args: {
    variant: 'app', homeHref: '/app', notifications: bell,
    auth: { status: 'signed-in', email: 'alex.morgan@example.com', portfolio: { href: '/app' }, profile: { href: '/app/settings#profile' }, settings: { href: '/app/settings' }, onSignOut: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Portfolio Tracker home' })).toHaveAttribute('href', '/app');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const trigger = await waitFor(() => {
      const b = canvas.getByRole('button', { name: /alex\.morgan@example\.com/ });
      expect(b).toBeEnabled();
      return b;
    });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
    await expect(body.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/settings#profile');
  },
};
/** The app's header on a phone: everything on one row, no menu button. */
export const AppSignedInMobile: Story = {
  ...AppSignedIn,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header')!;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
