import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectLoadingAsTallAsLoaded, LoadingHeightPairs } from '../../primitives/TextPlaceholder/loadingHeightStory';
import { PortfolioSwitcher, type PortfolioSwitcherItem, type PortfolioSwitcherProps } from './PortfolioSwitcher';

const initial: PortfolioSwitcherItem[] = [
  { id: 'p1', name: 'Core holdings' },
  { id: 'p2', name: 'Growth' },
  { id: 'p3', name: 'Dividend income' },
];
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/** The page's part: keeps the list and the selection; writes take a moment, a taken name is refused. */
function SwitcherDemo(props: Partial<PortfolioSwitcherProps<PortfolioSwitcherItem>> & { items?: PortfolioSwitcherItem[] }) {
  const [items, setItems] = useState(props.items ?? initial);
  const [selectedId, setSelectedId] = useState<string | null>(items[0]?.id ?? null);
  return (
    <div style={{ minHeight: 320 }}>
      <PortfolioSwitcher
        {...props}
        portfolios={items}
        selectedId={selectedId}
        onSelect={(id) => { setSelectedId(id); props.onSelect?.(id); }}
        onCreate={async (name) => {
          await pause();
          if (items.some((p) => p.name.toLowerCase() === name.toLowerCase())) throw new globalThis.Error(`You already have a portfolio called ${name}.`);
          const id = `p${items.length + 1}`;
          setItems([...items, { id, name }]);
          setSelectedId(id);
        }}
        onRename={async (id, name) => { await pause(); setItems(items.map((p) => (p.id === id ? { ...p, name } : p))); }}
        onDelete={async (id) => {
          await pause();
          const rest = items.filter((p) => p.id !== id);
          setItems(rest);
          setSelectedId(rest[0]?.id ?? null);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Workspace/PortfolioSwitcher',
  component: SwitcherDemo,
  args: { onSelect: fn() },
} satisfies Meta<typeof SwitcherDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The listbox by keyboard: ArrowDown opens it, arrows move, Enter picks. */
export const SwitchByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const button = c.getByRole('button', { name: /^Portfolio/ });
    await expect(button).toHaveAccessibleName(/^Portfolio ?: Core holdings$/);
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('p2');
    await expect(button).toHaveTextContent('Growth');
  },
};

/** A name already taken is refused: the dialog says so and keeps what was typed. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Manage Core holdings' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'New portfolio' }));
    const name = await body.findByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'growth');
    await userEvent.click(body.getByRole('button', { name: 'Create portfolio' }));
    await waitFor(() => expect(body.getByText('You already have a portfolio called growth.')).toBeVisible());
    await expect(name).toHaveValue('growth');
  },
};
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Manage Core holdings' }));
    await userEvent.click(await body.findByRole('menuitem', { name: /^Delete/ }));
    await waitFor(() => expect(body.getByText('Delete \u201cCore holdings\u201d?')).toBeVisible());
  },
};
export const NoPortfolios: Story = { args: { items: [] } };
export const Loading: Story = { args: { loading: true } };
const noop = () => {};
const switcherWith = (loading: boolean) => (
  <PortfolioSwitcher portfolios={loading ? [] : initial} selectedId={loading ? null : 'p1'} loading={loading}
    onSelect={noop} onCreate={noop} onRename={noop} onDelete={noop} />
);
/**
 * Loading takes the loaded switcher's room (label, control, Manage), so the navigation below does
 * not move when the list arrives: at the content widths of 320, 375 and 412 px phones and wider.
 */
export const LoadingHoldsLoadedHeight: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <LoadingHeightPairs widths={[288, 343, 380, 'auto']} loading={switcherWith(true)} loaded={switcherWith(false)} />,
  play: async ({ canvasElement }) => {
    await expectLoadingAsTallAsLoaded(canvasElement);
  },
};
export const Error: Story = {
  args: { error: 'Could not load your portfolios.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** With base currencies: New and Edit ask for one (product §10.22). */
export const WithBaseCurrency: Story = {
  args: { currencies: ['USD', 'EUR', 'GBP'], defaultCurrency: 'USD' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Manage Core holdings' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'New portfolio' }));
    const dialog = within(await body.findByRole('dialog', { name: 'New portfolio' }));
    await expect(dialog.getByRole('combobox', { name: 'Base currency' })).toHaveValue('USD');
  },
};
