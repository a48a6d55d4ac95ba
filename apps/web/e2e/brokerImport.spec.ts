// Broker import presets (product §10.24): a member imports each broker's sample export
// (packages/api/test/brokers) through the transactions page. The preset is detected from the
// header, the preview lists the rows that cannot be imported with why, and after the import the
// API holds exactly the activities the file means, by type and symbol.
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { apiPost, apiSession, expectAccessibleAtBothWidths, withConsent } from './helpers/workspace';
import { E2E_API_URL } from './ports';

interface Recorded { symbol: string; type: string; quantity: number; price: number; amount: number; currency: string | null; split_ratio: number | null }

/** Each sample: the name shown, what its rows become (type and symbol, counted), and one row the preview leaves out with its reason. */
const SAMPLES = [
  {
    broker: 'schwab', name: 'Charles Schwab export', errors: 0, unmapped: null,
    counts: { 'buy AAPL': 1, 'buy MSFT': 1, 'buy NVDA': 1, 'buy VTI': 2, 'buy INTC': 1, 'sell MSFT': 1, 'dividend AAPL': 3, 'dividend MSFT': 3, 'dividend INTC': 1, 'dividend VTI': 1, 'dividend NVDA': 1, 'tax MSFT': 2, 'tax INTC': 1, 'split NVDA': 1, 'interest ': 1, 'deposit ': 1, 'withdrawal ': 1, 'fee ': 1 },
  },
  {
    broker: 'ibkr', name: 'Interactive Brokers export', errors: 1, unmapped: /currency conversion between cash balances/,
    counts: { 'buy AAPL': 1, 'buy MSFT': 1, 'buy VOO': 1, 'buy NVDA': 1, 'sell MSFT': 1, 'sell AAPL': 1, 'deposit ': 2, 'interest ': 2, 'dividend AAPL': 2, 'tax AAPL': 2, 'dividend MSFT': 1, 'tax MSFT': 1, 'dividend VOO': 1, 'tax VOO': 1, 'fee ': 1, 'dividend NVDA': 1, 'withdrawal ': 1, 'split NVDA': 1 },
  },
  {
    broker: 'fidelity', name: 'Fidelity export', errors: 1, unmapped: /transfer of shares or cash between accounts/,
    counts: { 'buy AAPL': 1, 'buy MSFT': 1, 'buy JNJ': 2, 'buy VEA': 1, 'buy NVDA': 1, 'sell MSFT': 1, 'dividend JNJ': 2, 'dividend AAPL': 2, 'dividend MSFT': 2, 'dividend VEA': 1, 'tax VEA': 1, 'split NVDA': 1, 'interest ': 1, 'deposit ': 1, 'withdrawal ': 1 },
  },
  {
    broker: 'vanguard', name: 'Vanguard export', errors: 2, unmapped: /money market fund/,
    counts: { 'buy VTI': 2, 'buy VWO': 1, 'buy BND': 1, 'sell VWO': 1, 'dividend BND': 3, 'dividend VTI': 3, 'dividend VWO': 1, 'tax VWO': 1, 'interest ': 1, 'deposit ': 1, 'withdrawal ': 1 },
  },
  {
    broker: 'robinhood', name: 'Robinhood export', errors: 1, unmapped: /Robinhood writes "MISC Crypto Transfer"/,
    counts: { 'buy SPY': 1, 'buy KO': 1, 'buy AMD': 1, 'buy NVDA': 1, 'sell AMD': 1, 'sell SPY': 1, 'dividend KO': 3, 'dividend SPY': 1, 'tax SPY': 1, 'split NVDA': 1, 'deposit ': 2, 'withdrawal ': 1, 'interest ': 1, 'fee ': 1 },
  },
  {
    broker: 'degiro', name: 'DEGIRO export', errors: 6, unmapped: /No ticker is known for ASML HOLDING \(NL0010273215\)/,
    counts: { 'deposit ': 1, 'buy AAPL': 1, 'buy MSFT': 1, 'fee AAPL': 2, 'fee MSFT': 1, 'fee ': 1, 'dividend AAPL': 2, 'tax AAPL': 2, 'dividend MSFT': 2, 'tax MSFT': 2, 'interest ': 1, 'sell AAPL': 1, 'withdrawal ': 1 },
  },
  {
    broker: 'trading212', name: 'Trading 212 export', errors: 1, unmapped: /currency conversion between cash balances/,
    counts: { 'deposit ': 2, 'buy AAPL': 1, 'buy KO': 1, 'buy JNJ': 2, 'interest ': 2, 'dividend AAPL': 2, 'dividend JNJ': 1, 'dividend KO': 2, 'sell KO': 1, 'withdrawal ': 1 },
  },
] as const;

const countOf = (rows: readonly Recorded[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const r of rows) counts[`${r.type} ${r.symbol ?? ''}`] = (counts[`${r.type} ${r.symbol ?? ''}`] ?? 0) + 1;
  return counts;
};

test.describe('broker import presets', () => {
  // A member who made their cookie choice: the banner, which appears once the page is idle, once
  // covered 'Preview rows' as it was pressed (run of d3a1ed1), and it is not what these tests read.
  test.beforeEach(({ page }) => withConsent(page));
  for (const sample of SAMPLES) {
    test(`imports the ${sample.name} sample: detected, unmapped rows listed with why, the rest recorded`, async ({ page, request }) => {
      const user = await createVerifiedUser(request);
      const session = await apiSession(request, user);
      const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: sample.name });
      await signInViaStorage(page, request, user);
      await page.goto(`/app/transactions?portfolio=${portfolio.id}#import-csv`);
      const importer = page.locator('#import-csv');
      await expect(importer.getByText('Choose a CSV file').first()).toBeVisible();

      const file = readFileSync(new URL(`../../../packages/api/test/brokers/${sample.broker}.csv`, import.meta.url));
      await importer.locator('input[type=file]').setInputFiles({ name: `${sample.broker}.csv`, mimeType: 'text/csv', buffer: file });
      await expect(importer.getByRole('status').filter({ hasText: 'Detected' })).toContainText(sample.name);
      await expect(importer.getByRole('combobox', { name: /File format/ })).toHaveValue(sample.broker);
      if (sample.broker === 'degiro') await expectAccessibleAtBothWidths(page, 'broker import: preset detected');
      await importer.getByRole('button', { name: 'Preview rows' }).click();

      const total = Object.values(sample.counts).reduce((a, b) => a + b, 0);
      await expect(importer.getByText(`${total} to import`)).toBeVisible();
      await expect(importer.getByText(`${sample.errors} with errors`)).toBeVisible();
      if (sample.unmapped) {
        await expect(importer.getByRole('region', { name: 'Rows of the file' }).getByRole('row').filter({ hasText: sample.unmapped }).first()).toContainText('Error');
      }
      if (sample.broker === 'degiro') await expectAccessibleAtBothWidths(page, 'broker import: preview with rows left out');

      await importer.getByRole('button', { name: `Import ${total} transactions` }).click();
      await expect(importer.getByText('Import complete')).toBeVisible();
      const list = await request.get(`${E2E_API_URL}/api/transaction?portfolio_id=${portfolio.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
      const recorded = (await list.json()) as Recorded[];
      expect(countOf(recorded)).toEqual(sample.counts);
      // The split's ratio came from the shares added, where the broker writes it so.
      const split = recorded.find((r) => r.type === 'split');
      if (split) expect(split.split_ratio).toBe(10);
      await expect(page.getByRole('table', { name: /Transactions/ }).getByRole('row')).toHaveCount(total + 1);
    });
  }
});
