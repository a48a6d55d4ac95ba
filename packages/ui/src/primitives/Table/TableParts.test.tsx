import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TableColumnHeader, TableFrame, TableRowHeader } from './TableParts';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <TableFrame label="Holdings table">
      <table aria-label="Holdings"><tbody><tr>{children}</tr></tbody></table>
    </TableFrame>
  );
}

describe('Table parts', () => {
  it('names the frame and lets the keyboard reach it', () => {
    render(<Shell><td>x</td></Shell>);
    expect(screen.getByRole('region', { name: 'Holdings table' })).toHaveAttribute('tabindex', '0');
  });

  it('a sortable header is a button and carries aria-sort only while its column is sorted', async () => {
    const onSort = vi.fn();
    const { rerender } = render(<Shell><TableColumnHeader label="Value" numeric direction={null} onSort={onSort} /></Shell>);
    expect(screen.getByRole('columnheader', { name: 'Value' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Value' }));
    expect(onSort).toHaveBeenCalledTimes(1);
    rerender(<Shell><TableColumnHeader label="Value" numeric direction="descending" onSort={onSort} /></Shell>);
    expect(screen.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a plain header is its name, with a longer one for screen readers when given', () => {
    render(<Shell><TableColumnHeader label="Jan" abbr="January" direction="ascending" /></Shell>);
    const header = screen.getByRole('columnheader', { name: 'Jan' });
    expect(header).toHaveAttribute('abbr', 'January');
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("heads a row with its name and passes the cell's other attributes", () => {
    render(<Shell><TableRowHeader data-col="symbol">AAPL</TableRowHeader><td>x</td></Shell>);
    expect(screen.getByRole('rowheader', { name: 'AAPL' })).toHaveAttribute('data-col', 'symbol');
  });
});
