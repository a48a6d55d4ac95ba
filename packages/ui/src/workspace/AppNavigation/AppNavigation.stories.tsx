import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RenderLink } from '../../primitives/SiteLink';
import { AppNavigation, type AppNavigationProps } from './AppNavigation';

const items = [
  { href: '/app', label: 'Portfolio' }, { href: '/app/transactions', label: 'Transactions' }, { href: '/app/income', label: 'Income' },
  { href: '/app/alerts', label: 'Alerts' }, { href: '/app/sharing', label: 'Sharing' }, { href: '/app/assistant', label: 'Assistant' },
  { href: '/app/api', label: 'API access' }, { href: '/app/billing', label: 'Billing' }, { href: '/app/settings', label: 'Settings' },
];

/** Stands in for the app's router: a chosen link becomes the current page. */
function Routed(props: AppNavigationProps) {
  const [current, setCurrent] = useState(props.currentHref);
  const renderLink: RenderLink = ({ href, children, onClick, ...rest }) => (
    <a href={href} {...rest} onClick={(e) => { e.preventDefault(); onClick?.(e); setCurrent(href); }}>{children}</a>
  );
  return <AppNavigation {...props} currentHref={current} renderLink={renderLink} />;
}

const meta = {
  title: 'Workspace/AppNavigation',
  component: AppNavigation,
  args: { items, currentHref: '/app/transactions', label: 'Workspace' },
  render: (args) => <Routed {...args} />,
} satisfies Meta<typeof AppNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From the medium breakpoint: every page in a row, the current one pressed and marked for assistive tech. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Workspace' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(items.map((i) => i.label));
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(1);
    await expect(within(nav).queryByRole('button', { name: /Menu/ })).toBeNull();
  },
};

/** On a phone: one button naming the current page; the list is closed. */
export const PhoneClosed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Workspace' });
    const button = within(nav).getByRole('button', { name: 'Menu: Transactions' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Income' })).toBeNull();
  },
};

/** On a phone, opened: the pages one below the other, the current one marked. */
export const PhoneOpen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Workspace' });
    await expect(within(nav).getByRole('button', { name: 'Menu: Transactions' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link')).toHaveLength(items.length);
  },
};

/** By keyboard on a phone: Enter opens, Tab reaches the pages, Escape closes and returns to the button; choosing a page closes it. */
export const PhoneKeyboard: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Workspace' });
    const button = within(nav).getByRole('button', { name: 'Menu: Transactions' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Menu: Income' })).toHaveAttribute('aria-expanded', 'false'));
  },
};
