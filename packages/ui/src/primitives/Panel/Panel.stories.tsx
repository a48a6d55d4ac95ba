import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LockIcon } from '../Icon';
import { TextPlaceholder } from '../TextPlaceholder';
import { LoadError } from './LoadError';
import { Panel, type PanelProps } from './Panel';

const rows = (
  <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
    <li>Payout #42 marked paid</li>
    <li>Commission #7 approved</li>
    <li>Application of Ann Lee approved</li>
  </ul>
);

const meta = {
  title: 'Primitives/Panel',
  component: Panel,
  args: { title: 'Recent decisions', children: rows, loadingText: 'Loading decisions...', onRetry: fn() },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent decisions' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByText('Payout #42 marked paid')).toBeVisible();
  },
};

export const CardSurface: Story = { args: { surface: 'card', description: 'Every admin decision, newest first.' } };

export const WithActions: Story = {
  args: {
    surface: 'card',
    description: 'Every admin decision, newest first.',
    actions: <><span style={{ fontSize: 14 }}>3 decisions</span><Button size="sm" variant="outline">Export CSV</Button></>,
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent decisions' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading decisions...');
    await expect(canvas.queryByText('Payout #42 marked paid')).toBeNull();
  },
};

/** The loaded layout with grey bars where the values go: nothing below moves when data arrives. */
export const LoadingPlaceholder: Story = {
  args: {
    loading: true, surface: 'card',
    placeholder: (
      <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }} aria-hidden="true">
        {[0, 1, 2].map((i) => <li key={i}><TextPlaceholder sample="Commission #7 approved" /></li>)}
      </ul>
    ),
  },
};

export const Failed: Story = {
  args: { error: 'The server did not answer. Check your connection.', empty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Payout #42 marked paid')).toBeNull();
  },
};

export const FailedWithoutRetry: Story = { args: { error: 'You do not have access to the audit log.', onRetry: undefined, empty: true } };

/** A refresh failed: what was shown stays, under the message. */
export const RefreshFailed: Story = {
  args: { error: 'Could not refresh the decisions.', empty: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByText('Payout #42 marked paid')).toBeVisible();
  },
};

function RetryLoop(args: PanelProps) {
  const [loading, setLoading] = useState(false);
  return (
    <Panel {...args} loading={loading} onRetry={() => { args.onRetry?.(); setLoading(true); setTimeout(() => setLoading(false), 400); }} />
  );
}

/** While a retry runs, Try again stays the same button, busy, in the same place; then it is pressable again. */
export const RetryKeepsTheButton: Story = {
  args: { error: 'The server did not answer.', empty: true },
  render: (args) => <RetryLoop {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBe(button);
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
    await expect(button).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { empty: true, emptyTitle: 'No decisions recorded yet', emptyDescription: 'Every admin decision is recorded here.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No decisions recorded yet')).toBeVisible();
    await expect(canvas.queryByText('Payout #42 marked paid')).toBeNull();
  },
};

export const EmptyWithAction: Story = {
  args: { surface: 'card', empty: true, emptyTitle: 'No holdings yet', emptyDescription: 'Record a buy to start.', emptyAction: <Button>Add a transaction</Button> },
};

export const FailedOnPhone: Story = {
  args: { surface: 'card', empty: true, error: `Invalid response: ${'<html>'.repeat(30)}`, actions: <Button size="sm" variant="outline">Export CSV</Button> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent decisions' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

/** A toolbar (filters) under the title stays in every state: here while the filtered rows load. */
export const ToolbarWhileLoading: Story = {
  args: {
    loading: true, surface: 'card',
    toolbar: <label style={{ display: 'grid', gap: 4, maxWidth: 240 }}>Symbol<input defaultValue="AAPL" /></label>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Symbol' })).toHaveValue('AAPL');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading decisions...');
  },
};

/** LoadError alone, as a warning: a refresh failed and what was shown stays in view. */
export const LoadErrorWarning: Story = {
  render: (args) => <LoadError error="Could not refresh the decisions." onRetry={args.onRetry} tone="warning" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not refresh the decisions.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The empty state with a picture beside its title (PaymentMethodList's lock). */
export const EmptyWithIcon: Story = {
  args: {
    surface: 'card', empty: true, emptyTitle: 'No payment methods', emptyDescription: 'Add a card to pay for your subscription.',
    emptyIcon: <LockIcon size={20} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment methods')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};


/** A footer (a form that adds to the list) stays under the content in every state: here under a failure. */
export const FooterWhileFailed: Story = {
  args: {
    surface: 'card', error: 'The decisions could not be loaded.', empty: true,
    footer: <label style={{ display: 'grid', gap: 4, maxWidth: 240 }}>Note<input defaultValue="Payout #43" /></label>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toHaveValue('Payout #43');
  },
};
