import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Menu } from './Menu';

const onRename = fn();
const onDelete = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  args: {
    label: 'Manage',
    accessibleLabel: 'Manage Growth',
    items: [
      { key: 'new', label: 'New portfolio', onSelect: fn() },
      { key: 'rename', label: 'Rename “Growth”', onSelect: onRename },
      { key: 'delete', label: 'Delete “Growth”', onSelect: onDelete, tone: 'danger', separatorBefore: true },
    ],
  },
  decorators: [(S) => <div style={{ minHeight: 240, display: 'flex', justifyContent: 'flex-end' }}><S /></div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Manage Growth' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(onRename).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Escape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Manage Growth' });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Delete “Growth”' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const WithHeadingAndLinks: Story = {
  args: {
    label: 'ann@example.com', accessibleLabel: undefined,
    heading: 'Signed in as ann@example.com',
    items: [
      { key: 'portfolio', label: 'Portfolio', href: '/app' },
      { key: 'settings', label: 'Settings', href: '/app/settings' },
      { key: 'signout', label: 'Sign Out', onSelect: fn(), tone: 'danger', separatorBefore: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ann@example.com' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/app/settings'));
    await expect(body.getByText('Signed in as ann@example.com')).toBeVisible();
  },
};

export const DisabledEntry: Story = {
  args: {
    items: [
      { key: 'new', label: 'New portfolio', onSelect: fn(), disabled: true },
      { key: 'rename', label: 'Rename “Growth”', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage Growth' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'New portfolio' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { key: 'rename', label: 'Rename “A portfolio with a very long name that would not fit a phone’s width”', onSelect: fn() },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage Growth' }));
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth + 1));
  },
};
