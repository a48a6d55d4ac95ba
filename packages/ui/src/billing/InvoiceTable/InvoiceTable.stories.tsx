import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceTable, type InvoiceRow } from './InvoiceTable';

const invoices: InvoiceRow[] = [
  { id: 'in_1QabCdEf12345678', number: '12345678', date: 'Nov 22, 2026', amount: '$9.99', status: { label: 'Paid', tone: 'success' }, pdfUrl: 'https://example.test/invoice.pdf' },
  { id: 'in_1QabCdEf87654321', number: '87654321', date: 'Oct 22, 2026', amount: '$9.99', status: { label: 'Open', tone: 'info' } },
  { id: 'in_1QabCdEf11112222', number: '11112222', date: 'Sep 22, 2026', amount: '$119.88', status: { label: 'Void', tone: 'neutral' } },
  { id: 'in_1QabCdEf33334444', number: '33334444', date: 'Aug 22, 2026', amount: '$19.99', status: { label: 'Uncollectible', tone: 'danger' } },
];

const meta = {
  title: 'Billing/InvoiceTable',
  component: InvoiceTable,
  args: { invoices, onDownload: fn() },
} satisfies Meta<typeof InvoiceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Download invoice 12345678' })).toHaveAttribute('href', 'https://example.test/invoice.pdf');
    await expect(c.getByText('Uncollectible')).toBeVisible();
  },
};
export const Empty: Story = { args: { invoices: [] } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: 'Please try again in a moment.' } };
/** With onRetry the failure offers Try again. */
export const LoadFailedWithRetry: Story = {
  args: { error: 'Failed to load billing history.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** At 375 px the page keeps the viewport's width: the visually hidden 'Actions' header stays inside the scroller. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Invoices table' });
    const hidden = within(region).getByText('Actions');
    await expect(hidden.offsetParent).toBe(region);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** An invoice with a discount says what was taken off under its amount (product §11.6). */
export const WithDiscount: Story = {
  args: {
    invoices: [
      { id: 'in_1QabCdEf55556666', number: '55556666', date: 'Jun 01, 2026', amount: '$172.71', detail: 'Partner link (10% off): -$19.19', status: { label: 'Paid', tone: 'success' } },
      ...invoices.slice(1, 2),
    ],
  },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Partner link (10% off): -$19.19')).toBeVisible(); },
};

/** A renewal that failed: the open invoice can be paid from the list. */
export const OpenInvoice: Story = {
  args: {
    invoices: [{ id: 'in_1QabCdEf77778888', number: '77778888', date: 'Jul 01, 2026', amount: '$9.99', status: { label: 'Open', tone: 'info' }, payable: true }, ...invoices.slice(0, 1)],
    onPay: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay invoice 77778888' }));
    await expect(args.onPay).toHaveBeenCalledWith('in_1QabCdEf77778888');
  },
};
export const PayingInvoice: Story = {
  args: {
    invoices: [{ id: 'in_1QabCdEf77778888', number: '77778888', date: 'Jul 01, 2026', amount: '$9.99', status: { label: 'Open', tone: 'info' }, payable: true }],
    onPay: fn(), payingId: 'in_1QabCdEf77778888',
  },
  play: async ({ canvasElement }) => {
    // The accessible name starts with the visible text while paying (axe: label-content-name-mismatch).
    await expect(within(canvasElement).getByRole('button', { name: 'Paying invoice 77778888' })).toHaveAttribute('aria-disabled', 'true');
  },
};
