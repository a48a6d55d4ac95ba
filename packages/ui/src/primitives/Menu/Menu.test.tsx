import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

// The anchored menu follows its button with a ResizeObserver, which jsdom does not have.
beforeAll(() => {
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
});

describe('Menu', () => {
  it('opens from its button and runs the chosen action', async () => {
    const onRename = vi.fn();
    render(<Menu label="Manage" accessibleLabel="Manage Growth" items={[{ key: 'rename', label: 'Rename', onSelect: onRename }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manage Growth' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it("renders a link entry through the app's link renderer", async () => {
    const renderLink = vi.fn(({ href, children, ...rest }) => <a href={`#router${href}`} {...rest}>{children}</a>);
    render(<Menu label="Account" items={[{ key: 'settings', label: 'Settings', href: '/app/settings' }]} renderLink={renderLink} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '#router/app/settings');
  });
});
