import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { EarningsChart } from './EarningsChart';
import { earningsSeries, quietYear, yearOfEarnings, type SampleStatus } from './earningsFixtures';

const meta = {
  title: 'Affiliate/EarningsChart',
  component: EarningsChart<SampleStatus>,
  args: {
    months: yearOfEarnings, series: earningsSeries, format: sampleLedgerFormat,
    description: 'A commission stays pending for 30 days after the payment, so a refund can void it; then it is approved.',
  },
} satisfies Meta<typeof EarningsChart<SampleStatus>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const legend = c.getByRole('list', { name: 'Totals by status' });
    await expect(within(legend).getByText('$729.27')).toBeVisible();
    await expect(c.getByRole('application', { name: 'Monthly commission chart, Dec 2025 to Nov 2026' })).toBeVisible();
  },
};

/** Focused, with a status announced (product §10.25): Up climbs the month's stack a status at a time, its segment outlined. */
export const StatusAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('application');
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}{ArrowUp}');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Oct 2026, Approved: $120.00');
    await expect(chart.querySelector('[data-series="approved"] [data-active]')).not.toBeNull();
  },
};
/** 'Play the chart' while it plays: the months' totals as sound, the month band following. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Play the chart' }));
    await expect(await c.findByRole('button', { name: 'Stop playing' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('Playing Commission by month: 12 points, higher values at a higher pitch.'));
  },
};

/** Keyboard: focus the chart, Left/Right move between months, each one announced. */
export const KeyboardMonths: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const chart = c.getByRole('application');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent('Nov 2026: $269.73 pending');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(live).toHaveTextContent('Oct 2026: $120.00 approved, $30.00 pending');
    await userEvent.keyboard('{Home}');
    await expect(live).toHaveTextContent('Dec 2025: no commission');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(live).toHaveTextContent('Feb 2026: $59.94 paid, $9.99 voided');
    await expect(canvasElement.querySelector('[data-selected-month]')).toHaveAttribute('data-selected-month', '2026-02');
  },
};

/** The text alternative: every month and status in a table. */
export const DataTable: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = c.getByRole('table', { name: 'Commission by month and status' });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    const october = within(table).getByRole('row', { name: /Oct 2026/ });
    await expect(within(october).getByText('$150.00')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { months: quietYear },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No commission yet')).toBeVisible();
    await expect(c.queryByRole('application')).toBeNull();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading earnings...'); },
};
export const Error: Story = {
  args: { error: 'Failed to load earnings.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** The first month of a programme: one bar. */
export const OneMonth: Story = { args: { months: yearOfEarnings.slice(-1) } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
