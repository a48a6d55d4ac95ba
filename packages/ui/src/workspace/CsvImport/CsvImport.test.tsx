import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvImport, type CsvImportProps, type CsvPreviewRow } from './CsvImport';

const columns = ['Trade Date', 'Ticker', 'Action', 'Shares', 'Price', 'Fees'];
const mapping = { date: 0, symbol: 1, type: 2, quantity: 3, price: null };
const rows: CsvPreviewRow[] = [
  { line: 2, values: { date: '2026-01-05', symbol: 'AAPL', type: 'buy', quantity: '10', price: '185.2' }, status: 'new' },
  { line: 3, values: { date: '2026-01-06', symbol: 'MSFT', type: 'buy', quantity: '-1', price: '380' }, status: 'error', errors: ['Quantity must be greater than 0'] },
  { line: 4, values: { date: '2026-01-05', symbol: 'AAPL', type: 'buy', quantity: '10', price: '185.2' }, status: 'duplicate', duplicateOf: 'line 2' },
  { line: 5, values: { date: '2026-02-01', symbol: 'VOO', type: 'buy', quantity: '2', price: '480' }, status: 'new' },
];

/** Stands in for the SDK's `formatCount`, which the app passes. */
const grouped = (n: number) => n.toLocaleString('en-US');

function renderImport(props: Partial<CsvImportProps>) {
  const onFileSelect = vi.fn();
  const utils = render(<CsvImport step="file" formatCount={grouped} onFileSelect={onFileSelect} {...props} />);
  return { onFileSelect, rerender: (more: Partial<CsvImportProps>) => utils.rerender(<CsvImport step="file" formatCount={grouped} onFileSelect={onFileSelect} {...props} {...more} />) };
}

describe('CsvImport', () => {
  it('takes a file from the picker or from a drop, and marks the current step', async () => {
    const { onFileSelect } = renderImport({});
    const file = new File(['Date,Symbol\n'], 'trades.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Choose a CSV file'), file);
    expect(onFileSelect).toHaveBeenCalledWith(file);
    const dropped = new File(['x'], 'broker.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByText('or drop it here'), { dataTransfer: { files: [dropped] } });
    expect(onFileSelect).toHaveBeenLastCalledWith(dropped);
    const steps = within(screen.getByRole('list', { name: 'Import steps' })).getAllByRole('listitem');
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('maps columns with one select per field, preselected, and an example of each', async () => {
    const onMappingChange = vi.fn();
    renderImport({ step: 'mapping', columns, mapping, sampleRow: ['2026-01-05', 'AAPL', 'BUY', '10', '185.20', '0'], onMappingChange, mappingError: 'Choose a column for Price' });
    expect(screen.getByRole('combobox', { name: /^Symbol/ })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: /^Symbol/ })).toHaveAccessibleDescription('e.g. AAPL');
    expect(screen.getByRole('combobox', { name: /^Price/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Preview rows' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Price/ }), 'Price');
    expect(onMappingChange).toHaveBeenCalledWith('price', 4);
  });

  it('previews every row with its result and the counts, and imports only on confirm', async () => {
    const onConfirm = vi.fn();
    renderImport({ step: 'preview', rows, onConfirm, fileName: 'trades.csv' });
    expect(screen.getByText('2 to import')).toBeInTheDocument();
    expect(screen.getByText('1 with errors')).toBeInTheDocument();
    expect(screen.getByText('1 duplicate')).toBeInTheDocument();
    const line3 = screen.getByRole('row', { name: /^3 / });
    expect(within(line3).getByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^4 / })).getByText('Skipped: same as line 2')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only rows with errors or duplicates' }));
    expect(screen.queryByRole('row', { name: /^2 / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('writes its counts with the count format it is given', () => {
    renderImport({ step: 'preview', rows, counts: { new: 1204, errors: 1, duplicates: 0 }, formatCount: (n) => `#${n}` });
    expect(screen.getByText('#1204 to import')).toBeInTheDocument();
    expect(screen.getByText('#1 with errors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import #1204 transactions' })).toBeInTheDocument();
  });

  it('moves focus to the new step heading, and offers Try again after a failed import', async () => {
    const onConfirm = vi.fn();
    const { rerender } = renderImport({ step: 'preview', rows, onConfirm });
    rerender({ step: 'import', importStatus: 'pending' });
    expect(screen.getByRole('heading', { name: 'Import' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Importing 2 transactions...');
    rerender({ step: 'import', importStatus: 'error', importError: 'Row 3: Symbol is required' });
    expect(screen.getByText('Nothing was imported')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
