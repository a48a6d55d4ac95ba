import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { MonthlyReturnsHeatmap } from './MonthlyReturnsHeatmap';

const months = (values: Record<number, number>) => Array.from({ length: 12 }, (_, i) => values[i] ?? null);

describe('MonthlyReturnsHeatmap', () => {
  it('is a table with a header for every month, the year total and each year', () => {
    render(<MonthlyReturnsHeatmap format={sampleFormat} years={[
      { year: 2025, months: months({ 10: 0.012, 11: -0.034 }), total: -0.0224 },
      { year: 2026, months: months({ 0: 0.05 }), total: 0.05 },
    ]} />);
    const table = screen.getByRole('table', { name: "Monthly returns by year, with each year's total in the last column" });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Year', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Year total']);
    expect(within(table).getByRole('columnheader', { name: 'Nov' })).toHaveAttribute('abbr', 'November');
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2025', '2026']);
  });

  it('writes every month signed, leaves months without a return blank, and ends with the year total', () => {
    render(<MonthlyReturnsHeatmap format={sampleFormat} years={[{ year: 2025, months: months({ 10: 0.012, 11: -0.034, 9: 0 }), total: -0.0224 }]} />);
    const cells = within(screen.getByRole('row', { name: /^2025/ })).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['', '', '', '', '', '', '', '', '', '0.00%', '+1.20%', '\u22123.40%', '\u22122.24%']);
  });

  it('is one tab stop whose arrow keys read months and years, and the year total after December', async () => {
    const user = userEvent.setup();
    render(<MonthlyReturnsHeatmap format={sampleFormat} years={[
      { year: 2025, months: months({ 10: 0.012, 11: -0.034 }), total: -0.0224 },
      { year: 2026, months: months({ 0: 0.05, 1: 0.01 }), total: 0.0605 },
    ]} />);
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    const chart = screen.getByRole('application', { name: 'Monthly returns chart, 2025 to 2026' });
    chart.focus();
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('February 2026: +1.00%');
    expect(chart.querySelector('[data-active]')).toHaveTextContent('+1.00%');
    await user.keyboard('{ArrowUp}');
    expect(live()).toBe('February 2025: no return');
    await user.keyboard('{End}');
    expect(live()).toBe('2025 total: \u22122.24%');
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('December 2025: \u22123.40%');
    await user.tab();
    expect(chart.querySelector('[data-active]')).toBeNull();
  });

  it('says so when there is no month yet', () => {
    render(<MonthlyReturnsHeatmap format={sampleFormat} years={[]} />);
    expect(screen.getByText('No monthly returns yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
