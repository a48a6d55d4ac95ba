import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReturnExplained, type ReturnExplainedProps } from './ReturnExplained';

const entry = (key: string, date: string, what: string, amount: string, base = '') => ({ key, date, what, amount, base });
// A EUR portfolio's year, to the cent: 9,800.00 + 2,000.00 − 500.00 + 120.40 + 612.35 + 72.40 − 7.70 − 41.25 = 12,056.20 (product §10.23).
const loaded: ReturnExplainedProps<string> = {
  ranges: [{ value: '1M', label: '1M' }, { value: '1Y', label: '1Y' }, { value: 'ALL', label: 'All' }],
  range: '1Y',
  onRangeChange: fn(),
  period: '1Y: Mar 3, 2025 to Mar 3, 2026',
  lines: [
    { key: 'starting_value', label: 'Starting value', amount: '€9,800.00', tone: 'neutral', total: true, entries: [entry('s1', 'Mar 3, 2025', '10 VOO at $470.10 (close of Mar 3, 2025)', '$4,701.00', '+€4,473.81 at 0.9517')], more: null },
    { key: 'deposits', label: 'Deposits', amount: '+€2,000.00', tone: 'positive', total: false, entries: [entry('d1', 'Jun 2, 2025', 'Deposit', '€2,000.00')], more: null },
    { key: 'withdrawals', label: 'Withdrawals', amount: '\u2212€500.00', tone: 'negative', total: false, entries: [entry('w1', 'Nov 14, 2025', 'Withdrawal', '€500.00')], more: null },
    { key: 'realised_gains', label: 'Realised gains', amount: '+€120.40', tone: 'positive', total: false, entries: [entry('r1', 'Sep 9, 2025', 'Sell 5 VOO at $498.00', '$130.50', '+€120.40 at 0.9226')], more: null },
    { key: 'unrealised_gains', label: 'Unrealised gains', amount: '+€612.35', tone: 'positive', total: false, entries: [], more: null },
    { key: 'dividends', label: 'Dividends', amount: '+€72.40', tone: 'positive', total: false, entries: [entry('v1', 'Dec 22, 2025', 'Dividend 10 VOO at $1.74', '$17.40', '+€16.12 at 0.9264')], more: 'and 3 more' },
    { key: 'fees', label: 'Fees', amount: '\u2212€7.70', tone: 'negative', total: false, entries: [entry('f1', 'Jun 3, 2025', 'Buy 5 VOO at $480.00', '€7.70')], more: null },
    { key: 'currency_gains', label: 'Currency gains', amount: '\u2212€41.25', tone: 'negative', total: false, entries: [], more: null },
    { key: 'ending_value', label: 'Ending value', amount: '€12,056.20', tone: 'neutral', total: true, entries: [], more: null },
  ],
  parts: [
    { label: 'Capital', value: '+€732.75', tone: 'positive' },
    { label: 'Income', value: '+€72.40', tone: 'positive' },
    { label: 'Currency', value: '\u2212€41.25', tone: 'negative' },
    { label: 'Costs', value: '\u2212€7.70', tone: 'negative' },
  ],
  timeWeighted: '+7.12%',
  moneyWeighted: '+6.40%',
  why: 'Your money-weighted return is lower than the time-weighted one because €2,000.00 went in on Jun 2, 2025, before the holdings fell 4.1 %.',
};

const meta = {
  title: 'Workspace/ReturnExplained',
  component: ReturnExplained,
  args: loaded,
} satisfies Meta<typeof ReturnExplained>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('+7.12%')).toBeVisible();
    await expect(c.getByText('+6.40%')).toBeVisible();
    await expect(c.getByText(/money-weighted return is lower/)).toBeVisible();
    await expect(c.getByRole('button', { name: /Realised gains/ })).toHaveAttribute('aria-expanded', 'false');
  },
};
/** A line opened by keyboard lists the transactions and prices behind it. */
export const LineOpened: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const line = c.getByRole('button', { name: /Dividends/ });
    line.focus();
    await userEvent.keyboard('{Enter}');
    await expect(line).toHaveAttribute('aria-expanded', 'true');
    const table = c.getByRole('table', { name: 'Dividends: the transactions and prices behind it' });
    await expect(within(table).getByText('Dividend 10 VOO at $1.74')).toBeVisible();
    await expect(c.getByText('and 3 more')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true, lines: [], parts: [] } };
export const Failed: Story = {
  args: { error: 'The return could not be explained. Please try again.', onRetry: fn(), lines: [], parts: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
