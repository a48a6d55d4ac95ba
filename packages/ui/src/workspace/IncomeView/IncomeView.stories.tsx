import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { IncomeView, type IncomeHolding, type IncomeMonth } from './IncomeView';

/** Quarterly payers from Jan 2025 to Nov 2026: KO, JNJ and PG in the first month of a quarter, MSFT in the last. */
const byMonth: IncomeMonth[] = Array.from({ length: 23 }, (_, i) => {
  const year = 2025 + Math.floor(i / 12);
  const m = (i % 12) + 1;
  const month = `${year}-${String(m).padStart(2, '0')}`;
  const raise = year === 2026 ? 1.06 : 1;
  const first = m % 3 === 1 ? (29.1 + 37.2 + 60.45) * raise : 0;
  const last = m % 3 === 0 ? 13.5 * raise : 0;
  return { month, amount: Math.round((first + last) * 100) / 100, payments: (first ? 3 : 0) + (last ? 1 : 0) };
});
const total = byMonth.reduce((s, m) => s + m.amount, 0);
const holdingRows: Omit<IncomeHolding, 'share'>[] = [
  { symbol: 'PG', amount: 483.6, payments: 8, lastPaid: '2026-10-20' },
  { symbol: 'JNJ', amount: 297.6, payments: 8, lastPaid: '2026-10-21' },
  { symbol: 'KO', amount: 232.8, payments: 8, lastPaid: '2026-10-01' },
  { symbol: 'MSFT', amount: 108.0, payments: 8, lastPaid: '2026-09-11' },
];
const holdingTotal = holdingRows.reduce((s, h) => s + h.amount, 0);
const byHolding: IncomeHolding[] = holdingRows.map((h) => ({ ...h, share: h.amount / holdingTotal }));

const meta = {
  title: 'Workspace/IncomeView',
  component: IncomeView,
  args: { byMonth, byHolding, total, format: sampleFormat, note: 'Total return includes dividend income.' },
} satisfies Meta<typeof IncomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Total return includes dividend income.')).toBeVisible();
    await expect(c.getByRole('img', { name: /^Dividend income by month, Jan 2025 to Nov 2026: highest \$/ })).toBeVisible();
    const holdings = c.getByRole('table', { name: 'Dividend income by holding, largest first' });
    await expect(within(holdings).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['PG', 'JNJ', 'KO', 'MSFT']);
  },
};
/** The bar chart's text alternative: a table of every month behind a toggle. */
export const MonthTable: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Show data table' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = c.getByRole('table', { name: 'Dividend income by month' });
    await expect(within(table).getAllByRole('row')).toHaveLength(byMonth.length + 1);
  },
};
/** A quarter of history: every month is labelled. */
export const FewMonths: Story = {
  args: { byMonth: byMonth.slice(-3), byHolding: byHolding.slice(0, 2), total: byMonth.slice(-3).reduce((s, m) => s + m.amount, 0) },
};
/** A dividend recorded for the first time, with the page's action to record the listed ones. */
export const WithAction: Story = {
  args: { action: <Button size="sm" variant="outline" onClick={fn()}>Record 3 dividends</Button> },
};
export const Empty: Story = {
  args: { byMonth: [], byHolding: [], total: 0, action: <Button size="sm" onClick={fn()}>Record 12 dividends</Button> },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No dividends recorded yet')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Record 12 dividends' })).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };
export const Error: Story = {
  args: { error: 'Failed to load the transactions.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
