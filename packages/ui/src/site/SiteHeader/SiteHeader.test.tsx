import { act, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// jsdom has no ResizeObserver; Headless UI's anchored menu needs one.
beforeAll(() => {
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
});
import { SiteHeader } from './SiteHeader';

const sections = [{ id: 'about', label: 'About' }, { id: 'pricing', label: 'Pricing' }, { id: 'faq', label: 'FAQ' }, { id: 'contact', label: 'Contact' }];

/** The user menu is loaded on demand: a disabled placeholder shows until the real button is there. */
async function userMenuButton(name: RegExp) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

describe('SiteHeader', () => {
  it('toggles the small-screen menu and closes it when a section is chosen', async () => {
    const onSectionSelect = vi.fn();
    render(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} onSectionSelect={onSectionSelect} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open');
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link).toHaveAttribute('href', '/#pricing');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(onSectionSelect).toHaveBeenCalledWith('pricing', expect.anything());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveAttribute('data-open');
  });

  it('closes the open menu on Escape and returns focus to the toggle', async () => {
    render(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} defaultMenuOpen />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows no auth controls while loading, only their hidden place, and Sign In + Get Started when signed out', () => {
    const { rerender } = render(<SiteHeader sections={sections} auth={{ status: 'loading' }} />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
    // The place of the signed-out buttons is held, hidden from assistive technology and not focusable.
    const placeholder = screen.getByTestId('auth-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveTextContent('Sign InGet Started');
    expect(placeholder.querySelector('a, button, [tabindex]')).toBeNull();
    rerender(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} />);
    expect(screen.queryByTestId('auth-placeholder')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Affiliate program' })).toHaveAttribute('href', '/affiliates');
  });

  it('shows the e-mail with a user menu; Admin Panel only for admins', async () => {
    const onSignOut = vi.fn();
    const { rerender } = render(<SiteHeader sections={sections} auth={{ status: 'signed-in', email: 'a@example.com', onSignOut }} />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    await userEvent.click(await userMenuButton(/a@example\.com/));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Affiliate Program' })).toHaveAttribute('href', '/affiliates');
    expect(within(menu).queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Profile' })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);

    rerender(<SiteHeader sections={sections} auth={{ status: 'signed-in', email: 'a@example.com', isAdmin: true, onSignOut }} />);
    await userEvent.click(await userMenuButton(/a@example\.com/));
    expect(await screen.findByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin/affiliate-applications');
  });

  it('lists Portfolio first when the app gives it a destination', async () => {
    render(<SiteHeader sections={sections} auth={{ status: 'signed-in', email: 'c@example.com', portfolio: { href: '/app' }, onSignOut: vi.fn() }} />);
    await userEvent.click(await userMenuButton(/c@example\.com/));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Portfolio', 'Affiliate Program', 'Sign Out']);
    expect(items[0]).toHaveAttribute('href', '/app');
  });

  it('loads no user menu when signed out, and shows a same-sized disabled placeholder while it loads', async () => {
    const { rerender } = render(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} />);
    expect(screen.queryByRole('button', { name: /@/ })).toBeNull();
    rerender(<SiteHeader sections={sections} auth={{ status: 'signed-in', email: 'b@example.com', onSignOut: vi.fn() }} />);
    const first = screen.getByRole('button', { name: /b@example\.com/ });
    const loaded = await userMenuButton(/b@example\.com/);
    expect(loaded).toHaveAttribute('aria-haspopup', 'menu');
    expect(loaded.className).toBe(first.className);
  });

  it('renders links through renderLink', () => {
    render(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} renderLink={({ href, children, ...rest }) => <a href={`/app${href}`} data-router="yes" {...rest}>{children}</a>} />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/app/signin');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('data-router', 'yes');
  });

  it('shows the notifications slot only to a signed-in member, outside the small-screen menu, holding its place while it loads', async () => {
    let arrive: (value: { default: () => ReactElement }) => void = () => {};
    const LazyBell = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => { arrive = resolve; }));
    const { rerender } = render(<SiteHeader sections={sections} auth={{ status: 'signed-out' }} notifications={<LazyBell />} />);
    expect(screen.queryByTestId('bell')).toBeNull();
    rerender(<SiteHeader sections={sections} auth={{ status: 'signed-in', email: 'b@example.com', onSignOut: vi.fn() }} notifications={<LazyBell />} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const slot = toggle.parentElement?.lastElementChild;
    expect(slot).toBeEmptyDOMElement();
    await act(async () => { arrive({ default: () => <button type="button" data-testid="bell">Notifications, 2 unread</button> }); });
    const bell = await screen.findByTestId('bell');
    expect(slot).toContainElement(bell);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toContainElement(bell);
  });
});
