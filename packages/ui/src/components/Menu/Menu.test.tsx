import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

// jsdom has no ResizeObserver; the anchored menu (floating-ui) only needs it to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Type-ahead matches on innerText, which jsdom does not implement; textContent is the same here.
if (!('innerText' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    get(this: HTMLElement) {
      return this.textContent ?? '';
    },
  });
}

function renderMenu(onSignOut = vi.fn()) {
  render(
    <Menu
      label="Account"
      items={[
        { label: 'Dashboard', href: '/affiliates' },
        { label: 'Billing', href: '/payment-demo' },
        { type: 'separator' },
        { label: 'Sign out', onSelect: onSignOut },
      ]}
    />,
  );
  return { onSignOut, trigger: screen.getByRole('button', { name: 'Account' }) };
}

describe('Menu', () => {
  it('opens from the keyboard, moves with arrows and activates with Enter', async () => {
    const { onSignOut, trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Billing', 'Sign out']);
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', items[0]?.id));

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(menu).toHaveAttribute('aria-activedescendant', items[2]?.id);
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('jumps to an item by typing its first letters and closes on Escape', async () => {
    const { trigger } = renderMenu();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('b');
    await waitFor(() => expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Billing' }).id));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('passes the path to a custom link component as `to`', async () => {
    function RouterLink({ to, children, ...rest }: { to: string; children?: ReactNode; className?: string }) {
      return <a {...rest} href={`#${to}`} data-router-link="">{children}</a>;
    }
    render(<Menu label="Go" items={[{ label: 'Affiliates', href: '/affiliates', as: RouterLink }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('menuitem', { name: 'Affiliates' })).toHaveAttribute('href', '#/affiliates');
  });

  it('renders link items as links', async () => {
    const { trigger } = renderMenu();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/affiliates');
  });
});
