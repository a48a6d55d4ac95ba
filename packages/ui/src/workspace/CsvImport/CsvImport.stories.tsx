import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UpgradePrompt } from '../UpgradePrompt';
import { CsvImport, type CsvImportField, type CsvImportMapping, type CsvImportProps, type CsvPreviewRow } from './CsvImport';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const columns = ['Trade Date', 'Ticker', 'Action', 'Shares', 'Price', 'Fees'];
const sampleRow = ['2026-01-05', 'AAPL', 'BUY', '10', '185.20', '0.00'];
const recognised: CsvImportMapping = { date: 0, symbol: 1, type: 2, quantity: 3, price: 4 };
const rows: CsvPreviewRow[] = [
  { line: 2, values: { date: '2026-01-05', symbol: 'AAPL', type: 'buy', quantity: '10', price: '185.20' }, status: 'new' },
  { line: 3, values: { date: '2026-01-06', symbol: 'MSFT', type: 'buy', quantity: '-1', price: '380.00' }, status: 'error', errors: ['Quantity must be greater than 0'] },
  { line: 4, values: { date: '2026-01-05', symbol: 'AAPL', type: 'buy', quantity: '10', price: '185.20' }, status: 'duplicate', duplicateOf: 'line 2' },
  { line: 5, values: { date: '2026-02-01', symbol: 'VOO', type: 'buy', quantity: '2', price: '480.00' }, status: 'new' },
  { line: 6, values: { date: '2027-02-01', symbol: 'VOO', type: 'sell', quantity: '1', price: '490.00' }, status: 'error', errors: ['Date cannot be in the future'] },
  { line: 7, values: { date: '2026-03-02', symbol: 'KO', type: 'buy', quantity: '20', price: '61.40' }, status: 'duplicate', duplicateOf: 'an imported transaction' },
];

/** Stands in for the SDK's `formatCount`, which the app passes. */
const grouped = (n: number) => n.toLocaleString('en-US');

const meta = {
  title: 'Workspace/CsvImport',
  component: CsvImport,
  args: {
    step: 'file', formatCount: grouped, onFileSelect: fn(), onMappingChange: fn(), onShowPreview: fn(), onConfirm: fn(), onBack: fn(), onReset: fn(), onFinish: fn(),
  },
} satisfies Meta<typeof CsvImport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseFile: Story = {};
export const Reading: Story = { args: { reading: true, fileName: 'broker-export.csv' } };
export const UnreadableFile: Story = { args: { fileError: 'That file could not be read as CSV. Choose a .csv file with a header row.' } };
export const MapColumns: Story = { args: { step: 'mapping', fileName: 'broker-export.csv', columns, sampleRow, mapping: recognised } };
export const MapColumnsMissing: Story = {
  args: { step: 'mapping', fileName: 'broker-export.csv', columns, sampleRow, mapping: { ...recognised, price: null }, mappingError: 'Choose a column for Price.' },
};
export const Preview: Story = { args: { step: 'preview', fileName: 'broker-export.csv', rows } };
export const NothingToImport: Story = { args: { step: 'preview', fileName: 'broker-export.csv', rows: rows.filter((r) => r.status !== 'new') } };
export const Importing: Story = { args: { step: 'import', importStatus: 'pending', rows } };
export const Done: Story = { args: { step: 'import', importStatus: 'done', rows, doneMessage: 'Imported 2 transactions; 2 duplicates skipped.' } };
export const ImportFailed: Story = {
  args: {
    step: 'import', importStatus: 'error', rows, importError: 'Your Free plan allows up to 5 holdings. Upgrade to add more.',
    notice: <UpgradePrompt message="Importing these rows would hold 7 symbols; Free allows 5." href="/payment-demo?plan=premium#plan-premium" />,
  },
};

/** The page's part, simplified: reads nothing, but walks the steps as the hook does. */
function ImportFlow(props: Partial<CsvImportProps>) {
  const [step, setStep] = useState<CsvImportProps['step']>('file');
  const [mapping, setMapping] = useState<CsvImportMapping>({ ...recognised, price: null });
  const [status, setStatus] = useState<'pending' | 'done' | 'error'>('pending');
  const missing = (Object.keys(mapping) as CsvImportField[]).filter((f) => mapping[f] === null);
  return (
    <CsvImport
      {...props}
      step={step}
      formatCount={grouped}
      fileName="broker-export.csv"
      onFileSelect={(file) => { props.onFileSelect?.(file); setStep('mapping'); }}
      columns={columns}
      sampleRow={sampleRow}
      mapping={mapping}
      onMappingChange={(field, column) => setMapping((m) => ({ ...m, [field]: column }))}
      mappingError={missing.length ? `Choose a column for ${missing.map((f) => f[0]!.toUpperCase() + f.slice(1)).join(', ')}.` : undefined}
      onShowPreview={() => setStep('preview')}
      rows={rows}
      onConfirm={() => { props.onConfirm?.(); setStep('import'); setStatus('pending'); setTimeout(() => setStatus('done'), 50); }}
      importStatus={status}
      doneMessage="Imported 2 transactions; 2 duplicates skipped."
      onBack={() => setStep('mapping')}
      onReset={() => setStep('file')}
    />
  );
}

/** The four steps by keyboard: choose a file, fix the mapping, check the rows, import. */
export const FullFlow: Story = {
  render: (args) => <ImportFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const file = new File(['Trade Date,Ticker\n'], 'broker-export.csv', { type: 'text/csv' });
    await userEvent.upload(c.getByLabelText('Choose a CSV file'), file);
    await expect(args.onFileSelect).toHaveBeenCalledWith(file);
    await waitFor(() => expect(c.getByRole('heading', { name: /Match the columns/ })).toHaveFocus());
    await expect(c.getByRole('button', { name: 'Preview rows' })).toBeDisabled();
    await userEvent.selectOptions(c.getByRole('combobox', { name: /^Price/ }), 'Price');
    await userEvent.click(c.getByRole('button', { name: 'Preview rows' }));
    await waitFor(() => expect(c.getByRole('heading', { name: /Check the rows/ })).toHaveFocus());
    await expect(c.getByText('2 to import')).toBeVisible();
    await expect(c.getByText('2 with errors')).toBeVisible();
    await expect(c.getByText('2 duplicates')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Import 2 transactions' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(c.getByText('Import complete')).toBeVisible());
  },
};
export const Mobile: Story = {
  args: { step: 'preview', fileName: 'broker-export.csv', rows },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};

const formats = [
  { id: 'ibkr', name: 'Interactive Brokers export' }, { id: 'schwab', name: 'Charles Schwab export' }, { id: 'fidelity', name: 'Fidelity export' },
  { id: 'vanguard', name: 'Vanguard export' }, { id: 'robinhood', name: 'Robinhood export' }, { id: 'degiro', name: 'DEGIRO export' },
  { id: 'trading212', name: 'Trading 212 export' }, { id: 'generic', name: 'Other file (match the columns)' },
];
const presetRows: CsvPreviewRow[] = [
  { line: 2, values: { date: '2024-07-01', symbol: '', type: 'withdrawal', quantity: '', price: '500 EUR' }, status: 'new' },
  { line: 4, values: { date: '2024-06-14', symbol: 'MSFT', type: 'dividend', quantity: '5', price: '0.75' }, status: 'new' },
  { line: 16, values: { date: '2024-01-04', symbol: '', type: 'Koop 2 @ 620,5 EUR' }, status: 'error', errors: ['No ticker is known for ASML HOLDING (NL0010273215): record it in the form with its ticker'] },
  { line: 17, values: { date: '2024-01-03', symbol: '', type: 'Valuta Creditering' }, status: 'error', errors: ['A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it'] },
  { line: 20, values: { date: '2024-01-03', symbol: 'MSFT', type: 'buy', quantity: '5', price: '370.6' }, status: 'new' },
];

/** A broker's export found from its header: the preset reads the columns; another format can be chosen. */
export const PresetDetected: Story = {
  args: { step: 'mapping', fileName: 'Account.csv', columns, sampleRow, mapping: recognised, formats, format: 'degiro', detectedFormat: 'DEGIRO export', formatReadsColumns: true, onFormatChange: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Detected DEGIRO export');
    await expect(c.queryByRole('combobox', { name: /^Price/ })).toBeNull();
    await expect(c.getByRole('button', { name: 'Preview rows' })).toBeEnabled();
    await userEvent.selectOptions(c.getByRole('combobox', { name: /File format/ }), 'Other file (match the columns)');
    await expect(args.onFormatChange).toHaveBeenCalledWith('generic');
  },
};
/** No export recognised: the generic mapping, with the brokers still to choose from. */
export const NoPresetDetected: Story = {
  args: { step: 'mapping', fileName: 'broker-export.csv', columns, sampleRow, mapping: recognised, formats, format: 'generic', detectedFormat: null, onFormatChange: fn() },
};
/** A preset's preview: what each row became, and the rows it cannot import with why. */
export const PresetPreviewWithUnmappedRows: Story = { args: { step: 'preview', fileName: 'Account.csv', rows: presetRows } };
