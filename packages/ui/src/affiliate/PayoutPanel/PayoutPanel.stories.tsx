import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { PayoutHistoryTable } from '../PayoutHistoryTable';
import { payoutRows } from '../PayoutHistoryTable/payoutFixtures';
import { PayoutPanel } from './PayoutPanel';

const meta = {
  title: 'Affiliate/PayoutPanel',
  component: PayoutPanel,
  args: { balance: 37.5, canRequestPayout: false, progressText: '$12.50 more to reach the $50.00 minimum', onRequestPayout: fn(), format: sampleLedgerFormat },
} satisfies Meta<typeof PayoutPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BelowThreshold: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('$37.50')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Request Payout' })).toBeNull();
    await expect(c.getByText('No payments yet')).toBeVisible();
  },
};
export const CanRequest: Story = {
  args: { balance: 128.4, canRequestPayout: true, progressText: 'You can request a payout.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request Payout' })).toBeVisible();
  },
};
export const Zero: Story = { args: { balance: 0, progressText: '$50.00 more to reach the $50.00 minimum' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

const body = () => within(document.body);
/** The ledger's balances: what is approved (and paid by a payout), what is still pending, and the history. */
const ledger = {
  balance: 120, balanceLabel: 'Approved balance', pendingBalance: 32.97, canRequestPayout: true, requestAmount: 120, format: sampleLedgerFormat,
  pendingNote: 'A commission stays pending for 30 days after the payment, so a refund can void it; then it is approved.',
  minimumText: 'Payouts start at $50.00 of approved commission.', progressText: 'You can request a payout of your approved balance.',
  successText: 'We will transfer $120.00 and let you know when it is paid.',
  history: <PayoutHistoryTable payouts={payoutRows.slice(1)} format={sampleLedgerFormat} />,
};

/** Request Payout asks first, by keyboard: the dialog names the amount. */
export const ConfirmRequest: Story = {
  args: { ...ledger, onRequestPayout: fn() },
  play: async ({ canvasElement, args }) => {
    const request = within(canvasElement).getByRole('button', { name: 'Request Payout' });
    request.focus();
    await userEvent.keyboard('{Enter}');
    const title = await body().findByText('Request a payout of $120.00?');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Request payout' }));
    await expect(args.onRequestPayout).toHaveBeenCalledOnce();
    await expect(await within(canvasElement).findByText('Payout requested')).toBeVisible();
  },
};
/** The request is on its way: the dialog's button says so and cannot be pressed twice. */
export const RequestPending: Story = {
  args: { ...ledger, onRequestPayout: fn(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Payout' }));
    await userEvent.click(await body().findByRole('button', { name: 'Request payout' }));
    await expect(await body().findByRole('button', { name: 'Requesting...' })).toHaveAttribute('aria-disabled', 'true');
  },
};
/** The server refused: the dialog says why and stays open to try again. */
export const RequestFailed: Story = {
  args: { ...ledger, onRequestPayout: fn(() => Promise.reject(new globalThis.Error('A payout request is already open.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request Payout' }));
    await userEvent.click(await body().findByRole('button', { name: 'Request payout' }));
    const reason = await body().findByText('A payout request is already open.');
    await waitFor(() => expect(reason).toBeVisible());
    await expect(body().getByRole('button', { name: 'Request payout' })).toBeVisible();
  },
};
/** A request is open: the button stays in view and focusable, disabled for assistive technology, and says why. */
export const RequestOpen: Story = {
  args: {
    ...ledger, balance: 0, requestAmount: 0, requestBlockedReason: 'Your payout request is being processed.',
    history: <PayoutHistoryTable payouts={payoutRows} format={sampleLedgerFormat} />,
  },
  play: async ({ canvasElement }) => {
    const request = within(canvasElement).getByRole('button', { name: 'Request Payout' });
    await expect(request).toHaveAttribute('aria-disabled', 'true');
    await expect(request).toHaveAccessibleDescription('Your payout request is being processed.');
  },
};
/** Earnings reached $50 but less than $50 is approved yet. */
export const ApprovedBelowMinimum: Story = {
  args: { ...ledger, balance: 20, requestAmount: 20, requestBlockedReason: 'Payouts start at $50.00 of approved commission; $20.00 is approved so far.' },
};
/** At 375 px the history scrolls sideways in its own region; the page keeps the viewport's width. */
export const LedgerMobile: Story = {
  args: ledger,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/**
 * The button near the bottom of a short screen: the confirmed request opens a payout, so the page
 * drops the confirmation (no amount to request any more) and blocks the button; focus comes back to
 * it and the dialog scrolls it fully into view (Headless UI returns focus without scrolling).
 */
export const FocusReturnsIntoView: Story = {
  args: { ...ledger },
  decorators: [(Story) => (<div><div style={{ height: 'calc(100vh - 120px)' }} /><Story /><div style={{ height: '100vh' }} /></div>)],
  render: function RequestOnce(args) {
    const [requested, setRequested] = useState(false);
    return (
      <PayoutPanel {...args} requestAmount={requested ? undefined : args.requestAmount}
        requestBlockedReason={requested ? 'Your payout request is being processed.' : undefined}
        onRequestPayout={async () => { setRequested(true); }} />
    );
  },
  play: async ({ canvasElement }) => {
    const request = within(canvasElement).getByRole('button', { name: 'Request Payout' });
    window.scrollTo(0, 0);
    request.focus({ preventScroll: true });
    await expect(request.getBoundingClientRect().bottom).toBeGreaterThan(window.innerHeight);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body().findByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(request).toHaveFocus());
    await waitFor(() => expect(request.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};
