import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { EarningsChart } from './EarningsChart';
import { earningsSeries, quietYear, yearOfEarnings } from './earningsFixtures';
import { niceTicks } from './niceTicks';

const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('EarningsChart', () => {
  it('stacks one segment per status with a value, and totals each status in the legend', () => {
    const { container } = render(<EarningsChart months={yearOfEarnings} series={earningsSeries} format={sampleLedgerFormat} />);
    const segments = (key: string) => container.querySelectorAll(`[data-series="${key}"] rect`).length;
    expect(segments('paid')).toBe(7);
    expect(segments('approved')).toBe(3);
    expect(segments('pending')).toBe(2);
    expect(segments('voided')).toBe(3);
    const legend = screen.getByRole('list', { name: 'Totals by status' });
    expect(within(legend).getByText('Approved').nextSibling).toHaveTextContent('$569.55');
    expect(within(legend).getByText('Voided').nextSibling).toHaveTextContent('$59.94');
  });

  it('moves between months with the arrow keys and announces each politely', async () => {
    const user = userEvent.setup();
    render(<EarningsChart months={yearOfEarnings} series={earningsSeries} format={sampleLedgerFormat} />);
    screen.getByRole('application', { name: 'Monthly commission chart, Dec 2025 to Nov 2026' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('Nov 2026: $269.73 pending');
    await user.keyboard('{ArrowLeft}');
    expect(live()).toBe('Oct 2026: $120.00 approved, $30.00 pending');
    await user.keyboard('{End}{ArrowRight}');
    expect(live()).toBe('Nov 2026: $269.73 pending');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(live()).toBe('Dec 2025: no commission');
    await user.keyboard('{Escape}');
    expect(live()).toBe('');
  });

  it('climbs the stack a status at a time with Up, outlining that segment, and comes back with Down', async () => {
    const user = userEvent.setup();
    const { container } = render(<EarningsChart months={yearOfEarnings} series={earningsSeries} format={sampleLedgerFormat} />);
    screen.getByRole('application', { name: /Monthly commission chart/ }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(live()).toBe('Oct 2026, Paid: $0.00');
    await user.keyboard('{ArrowUp}');
    expect(live()).toBe('Oct 2026, Approved: $120.00');
    expect(container.querySelector('[data-series="approved"] [data-active]')).not.toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(live()).toBe('Nov 2026, Approved: $0.00');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(live()).toBe('Nov 2026: $269.73 pending');
  });

  it('gives the same figures in a table, with totals that leave voided commission out', async () => {
    render(<EarningsChart months={yearOfEarnings} series={earningsSeries} format={sampleLedgerFormat} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show data table' }));
    const may = screen.getByRole('row', { name: /May 2026/ });
    const cells = within(may).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['$99.90', '$0.00', '$0.00', '$29.97', '$99.90']);
  });

  it('says so when there is no commission, and offers Try again after a failure', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<EarningsChart months={quietYear} series={earningsSeries} format={sampleLedgerFormat} />);
    expect(screen.getByText('No commission yet')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
    rerender(<EarningsChart months={[]} series={earningsSeries} format={sampleLedgerFormat} error="Failed to load earnings." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load earnings.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('niceTicks', () => {
  it('covers the largest value in round steps from zero', () => {
    expect(niceTicks(269.73)).toEqual([0, 100, 200, 300]);
    expect(niceTicks(30)).toEqual([0, 10, 20, 30]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});
