import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogoutIcon, MenuIcon, StarIcon, TrendingUpIcon, UserIcon } from '../Icon';
import { Menu } from './Menu';

const onSignOut = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  parameters: { layout: 'centered' },
  args: {
    label: (<><UserIcon size={18} /> Jane Doe</>),
    items: [
      { label: 'Affiliate dashboard', href: '#affiliates', icon: <TrendingUpIcon size={18} /> },
      { label: 'Plans & billing', href: '#payment-demo', icon: <StarIcon size={18} /> },
      { type: 'separator' },
      { label: 'Sign out', onSelect: onSignOut, icon: <LogoutIcon size={18} />, tone: 'danger' },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 260 }}><Story /></div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Affiliate dashboard' })).toHaveAttribute('href', '#affiliates');
  },
};
export const KeyboardAndTypeAhead: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Jane Doe/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await userEvent.keyboard('s');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveAttribute('data-focus'));
    await userEvent.keyboard('{Enter}');
    await expect(onSignOut).toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
export const IconTrigger: Story = {
  args: { label: <MenuIcon size={22} />, triggerVariant: 'icon', triggerAriaLabel: 'Open navigation' },
};
export const OutlineTrigger: Story = { args: { label: 'Sort by', triggerVariant: 'outline', placement: 'bottom start', items: [
  { label: 'Newest', onSelect: fn() }, { label: 'Oldest', onSelect: fn() }, { label: 'Highest earnings', onSelect: fn() },
] } };
export const WithSectionsAndDisabled: Story = {
  args: {
    items: [
      { type: 'heading', label: 'Account', items: [
        { label: 'Profile', href: '#profile' },
        { label: 'Security', href: '#security', disabled: true, hint: 'Soon' },
      ] },
      { type: 'separator' },
      { label: 'Sign out', onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane Doe/ }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Security/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
